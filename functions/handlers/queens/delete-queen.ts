import { idParamsSchema } from '../../../shared/schemas/common';
import { deleteQueen } from '../../lib/data/queens';
import { httpHandler } from '../../lib/http/handler';
import { noContent } from '../../lib/http/responses';
import { queensRoutes as routes } from '../../routes/queens';

/** DELETE /api/queens/{id}: 204; 409 while she heads a hive or has daughters; 404 when she isn't the caller's. */
export const handler = httpHandler(routes.deleteQueen, { params: idParamsSchema }, async ({ caller, params }) => {
  await deleteQueen(caller, params.id);
  return noContent();
});
