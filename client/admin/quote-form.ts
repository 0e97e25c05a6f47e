import { depositAsTyped } from '../../src/quotes/deposit-typed';

/**
 * The quote form's deposit (issue 44 §6): while the contractor types in the deposit field
 * (`input[data-deposit-input]`), the kind radio (`input[data-deposit-kind]`) follows the same rule the server
 * applies (src/quotes/deposit-typed.ts), so "30%" checks Percent and "$500" Dollars. Without this script the
 * server reads the typing the same way.
 */
export function startQuoteForm(): void {
  for (const input of document.querySelectorAll<HTMLInputElement>('input[data-deposit-input]')) {
    const form = input.form;
    if (!form) continue;
    input.addEventListener('input', () => {
      const checked = form.querySelector<HTMLInputElement>('input[data-deposit-kind]:checked');
      // "None" does not hold typing back: read it as if no kind were chosen yet.
      const chosen = checked && checked.value !== 'none' && input.dataset.kindChosen === '1' ? checked.value : 'none';
      const { kind } = depositAsTyped(chosen, input.value);
      const radio = form.querySelector<HTMLInputElement>(`input[data-deposit-kind="${kind}"]`);
      if (radio && !radio.checked) radio.checked = true;
    });
    // A radio the contractor taps decides for bare figures ("30" with Dollars stays dollars).
    for (const radio of form.querySelectorAll<HTMLInputElement>('input[data-deposit-kind]'))
      radio.addEventListener('change', () => {
        input.dataset.kindChosen = radio.value === 'none' ? '' : '1';
      });
  }
}
