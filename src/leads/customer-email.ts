/**
 * Email to a customer (the acknowledgement, the review request): from the
 * business by name at `LEADS_FROM`, replies to the business's own address,
 * through the `CUSTOMER_EMAIL` binding (structured `send`: Cloudflare builds
 * the MIME message).
 * @param message `headers`: extra headers, e.g. List-Unsubscribe (RFC 8058); `attachments`: e.g. a booking's .ics
 * @throws what the binding throws (the message was not accepted)
 */
import { business } from '../content/business';

export async function sendToCustomer(
  env: Pick<Env, 'CUSTOMER_EMAIL' | 'LEADS_FROM'>,
  message: { to: string; subject: string; text: string; headers?: Record<string, string>; attachments?: EmailAttachment[] },
): Promise<void> {
  await env.CUSTOMER_EMAIL.send({ from: { name: business.name, email: env.LEADS_FROM }, replyTo: business.email, ...message });
}
