import { defineMessages } from 'react-intl';

/** Payment messages of spec §8, shared by the payment step's states. */
export const paymentMessages = defineMessages({
  initFailed: {
    id: 'checkout.payment.initFailed',
    defaultMessage: 'Failed to initialize payment',
    description: 'Payment step error when creating the payment fails and the server gave no message',
  },
  connectFailed: {
    id: 'checkout.payment.connectFailed',
    defaultMessage: 'Failed to connect to payment service',
    description: 'Payment step error when the payment service cannot be reached',
  },
  missingSecret: {
    id: 'checkout.payment.missingSecret',
    defaultMessage: 'Failed to initialize payment. Please try again.',
    description: 'Payment step error when the server answered without a client secret',
  },
  paymentFailed: {
    id: 'checkout.payment.failed',
    defaultMessage: 'Payment failed',
    description: 'Payment error when the provider gave no message',
  },
  orderFailed: {
    id: 'checkout.payment.orderFailed',
    defaultMessage: 'Failed to process order',
    description: 'Payment error when the order could not be created and the server gave no message',
  },
  processingFailed: {
    id: 'checkout.payment.processingFailed',
    defaultMessage: 'Payment processing failed',
    description: 'Payment error for an unexpected failure without a message',
  },
  pending: {
    id: 'checkout.payment.pending',
    defaultMessage: 'Your payment is still being processed. We will e-mail you as soon as it is confirmed.',
    description: 'Shown when the payment provider reports the payment as processing rather than succeeded',
  },
  errorTitle: {
    id: 'checkout.payment.errorTitle',
    defaultMessage: 'Payment error',
    description: 'Title of the destructive alert on the payment step',
  },
  complete: {
    id: 'checkout.payment.complete',
    defaultMessage: 'Complete Payment',
    description: 'Submit button of the payment step',
  },
  processing: {
    id: 'checkout.payment.processing',
    defaultMessage: 'Processing Payment...',
    description: 'Submit button text while the payment is processed',
  },
  tryAgain: {
    id: 'checkout.payment.tryAgain',
    defaultMessage: 'Try Again',
    description: 'Button that retries creating the payment',
  },
});
