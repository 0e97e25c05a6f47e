/**
 * The message under a server-rendered form field that failed (the admin's forms, the customer's quote page): a
 * paragraph whose `id` the field names in `aria-describedby` (WCAG 3.3.1). Renders nothing without a message.
 * The public form islands keep their own (`src/islands/lead-form.tsx`), drawn smaller under their inputs.
 */
export const FieldError = ({ id, message }: { id: string; message?: string }) =>
  message ? (
    <p id={id} className="mt-1 font-medium text-red-800">
      {message}
    </p>
  ) : null;
