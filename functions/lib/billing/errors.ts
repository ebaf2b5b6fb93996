/**
 * What a payment provider throws on purpose, whichever provider it is (Stripe in the cloud, the test-mode provider
 * offline): the billing handlers map each to its answer.
 */

/** The card was refused (declined, expired, wrong CVC...): a 402 with the provider's own message. */
export class PaymentDeclinedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** A webhook delivery whose signature does not match its raw body, or is too old: a 400, nothing applied. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}
