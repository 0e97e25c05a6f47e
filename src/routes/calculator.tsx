import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { type Locale, localizedPath } from '../i18n';
import { checkCalculatorQuery, EMPTY_VALUES } from '../lib/calculator-model';
import { CALCULATOR, CalculatorPage } from '../pages/calculator';
import { pageCache, withoutQuery } from '../page-cache';
import { renderPage } from '../render';
import { breadcrumbTrail } from '../seo/breadcrumbs';

/**
 * GET /concrete-cost-calculator in one edition:
 * mounted at "/" for English and at "/es" for Spanish, like `pageRoutes`.
 * Without a query string the empty calculator is served like any page (page
 * cache under the edition's own path, ETag). With one, the Worker checks it
 * (`checkCalculatorQuery`) and renders the result, or the form with a message
 * in the page's language beside each refused field and status 422 (as the
 * lead forms answer a failed post); such a page depends on the query, so it
 * is rendered afresh, `no-store`, never cached under the bare path. The
 * canonical URL is the edition's path, never with a query string.
 */
export const calculatorRoutes = (locale: Locale) => {
  const { page, projects } = CALCULATOR[locale];
  const path = localizedPath(locale, page.path);
  return new Hono<AppEnv>().get(page.path, pageCache(withoutQuery(path)), async (c) => {
    const hasQuery = new URL(c.req.url).search !== '';
    const state = hasQuery
      ? checkCalculatorQuery(c.req.query(), projects)
      : { values: { ...EMPTY_VALUES, project: projects[0]!.id }, errors: {} };
    const refused = Object.keys(state.errors).length > 0;
    return renderPage(
      c,
      <CalculatorPage state={state} />,
      {
        ...page.seo,
        path,
        breadcrumbs: breadcrumbTrail({ path: page.path }, locale),
      },
      refused ? 422 : 200,
      { cache: !hasQuery },
    );
  });
};
