import { idParamsSchema } from '../../../shared/schemas/common';
import { deleteFinance } from '../../lib/data/finances';
import { httpHandler } from '../../lib/http/handler';
import { noContent } from '../../lib/http/responses';
import { financesRoutes as routes } from '../../routes/finances';

/** DELETE /api/finances/{id} (Pro): 204, taken off the profit and loss; 404 when not the caller's. */
export const handler = httpHandler(routes.deleteFinance, { params: idParamsSchema }, async ({ caller, params }) => {
  await deleteFinance(caller, params.id);
  return noContent();
});
