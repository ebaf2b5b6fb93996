import { ulid } from 'ulid';
import { API_ERRORS } from '../../../shared/messages';
import { createSubscriptionRequestSchema } from '../../../shared/schemas/subscription';
import { PaymentDeclinedError } from '../../lib/billing/errors';
import { paymentProvider } from '../../lib/billing/provider';
import { applyProviderAnswer } from '../../lib/billing/subscription-changes';
import { claimSubscriptionCreation, releaseSubscriptionClaim, saveBillingCustomer } from '../../lib/data/billing';
import { ensureUser } from '../../lib/data/users';
import { ConflictError, PaymentRequiredError } from '../../lib/errors';
import { httpHandler } from '../../lib/http/handler';
import { created } from '../../lib/http/responses';
import { billingRoutes as routes } from '../../routes/billing';

/**
 * POST /api/create-subscription `{ paymentMethod }`: Pro with the 30-day trial. 201 with the new status and what the
 * payment form must still confirm; 402 with the provider's message for a declined card; 409 for a beekeeper who is
 * subscribed already or whose subscription is being created by another call. The claim on the user item is taken
 * before the provider is asked, so concurrent attempts make one subscription, and let go of afterwards either way.
 */
export const handler = httpHandler(
  routes.createSubscription,
  { body: createSubscriptionRequestSchema },
  async ({ caller, body }) => {
    const { user } = await ensureUser(caller);
    const claim = ulid();
    const claimed = await claimSubscriptionCreation(caller, claim);
    if (!claimed.claimed) {
      throw new ConflictError(
        claimed.reason === 'subscribed' ? API_ERRORS.alreadySubscribed : API_ERRORS.subscriptionBeingCreated,
      );
    }
    try {
      const provider = await paymentProvider();
      let customerId = user.billingCustomerId;
      if (customerId === undefined) {
        customerId = await provider.ensureCustomer({ userId: caller.userId, email: caller.email });
        await saveBillingCustomer(caller, customerId);
      }
      const customer = customerId;
      let confirmation: { clientSecret: string } | null = null;
      const status = await applyProviderAnswer(caller, async () => {
        const start = await provider.createSubscription({
          userId: caller.userId,
          customerId: customer,
          paymentMethod: body.paymentMethod,
          idempotencyKey: claim,
        });
        confirmation = start.confirmation;
        return start.subscription;
      });
      return created({ ...status, confirmation });
    } catch (error) {
      if (error instanceof PaymentDeclinedError) throw new PaymentRequiredError(error.message);
      throw error;
    } finally {
      await releaseSubscriptionClaim(caller, claim);
    }
  },
);
