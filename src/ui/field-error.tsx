/**
 * The message under a form field that failed (the admin's forms, the customer's quote page, the public lead
 * form islands): a paragraph whose `id` the field names in `aria-describedby` (WCAG 3.3.1). Renders nothing
 * without a message. `small`: drawn smaller, as under the public forms' inputs (src/islands/lead-form.tsx `errorId`).
 */
export const FieldError = ({ id, message, small = false }: { id: string; message?: string; small?: boolean }) =>
  message ? (
    <p id={id} className={small ? 'mt-1.5 text-sm font-medium text-red-700' : 'mt-1 font-medium text-red-800'}>
      {message}
    </p>
  ) : null;
