import { describe, expect, it } from 'vitest';
import { ORIGIN, request, someClient } from './helpers';

/**
 * A booking post whose body cannot be read as a form (src/booking/answers.tsx `readForm`): both the /book form's post
 * and a booking's own post answer 400 with the refusal page in the referring page's language, never stored, never a
 * 5xx. The body claims multipart but has no part the boundary opens, so `formData()` throws.
 */
const unreadable = (path: string, referer: string) =>
  request(path, {
    method: 'POST',
    headers: {
      'Content-Type': 'multipart/form-data; boundary=----cut',
      Origin: ORIGIN,
      Referer: `${ORIGIN}${referer}`,
      'CF-Connecting-IP': someClient(),
    },
    body: 'not a multipart body at all',
  });

describe('a booking post that is not a readable form', () => {
  for (const [path, referer, lang, words] of [
    ['/book', '/book', 'en', 'We could not read your request'],
    ['/book', '/es/book', 'es', 'No pudimos leer su solicitud'],
    ['/book/AAAAAAAAAAAAAAAAAAAAAA', '/es/book/AAAAAAAAAAAAAAAAAAAAAA', 'es', 'No pudimos leer su solicitud'],
  ] as const) {
    it(`POST ${path} from ${referer}: 400, the refusal in ${lang}, never cached`, async () => {
      const response = await unreadable(path, referer);
      expect(response.status).toBe(400);
      expect(response.headers.get('Cache-Control')).toContain('no-store');
      const html = await response.text();
      expect(html).toContain(`lang="${lang === 'es' ? 'es-US' : 'en-US'}"`);
      expect(html).toContain(words);
    });
  }
});
