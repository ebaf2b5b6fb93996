/**
 * The one interface of HiveKeeper's payment forms (the local test-mode card form, Stripe Elements in the cloud):
 * the payment dialog only ever talks to this, whichever provider the stage uses.
 */
export interface PaymentForm {
  /**
   * The payment method `POST /api/create-subscription` takes. Throws `IncompleteCardError` when the card details
   * are wrong (the form shows where) and `PaymentDeclinedError` when the provider refuses the card.
   */
  createPaymentMethod(): Promise<string>;
  /**
   * Confirms what the server's answer left to confirm (3-D Secure), coming back to `PAYMENT_RETURN_PATH` if the
   * bank needs a redirect. Throws `PaymentDeclinedError` with the provider's message when confirmation fails.
   */
  confirm(clientSecret: string): Promise<void>;
}

export interface PaymentFormProps {
  /** Told the form once it can take a card, and null whenever it can't (still loading, or failed to load). */
  onReadyChange: (form: PaymentForm | null) => void;
  /** While the dialog is processing a subscription: the fields can't change under it. */
  disabled: boolean;
}

/** The card details are incomplete or wrong: the form says where, and nothing was sent. */
export class IncompleteCardError extends Error {
  override readonly name = 'IncompleteCardError';
}

/** The payment provider refused the card or its confirmation: shown as 'Payment Failed' with this message. */
export class PaymentDeclinedError extends Error {
  override readonly name = 'PaymentDeclinedError';
}
