import { Hono } from 'hono';
import { calculatorPage, calculatorProjects } from '../content/calculator';
import type { AppEnv } from '../env';
import { EMPTY_VALUES } from '../lib/calculator-model';
import { CalculatorPage } from '../pages/calculator';
import { pageCache, withoutQuery } from '../page-cache';
import { renderPage } from '../render';
import { breadcrumbTrail } from '../seo/breadcrumbs';

/**
 * GET /concrete-cost-calculator (issue 12, item 5). Without a query string
 * the empty calculator is served like any page (page cache, ETag). With one,
 * the Worker checks it (`checkCalculatorQuery`) and renders the result, or
 * the form with a message beside each refused field and status 422 (as the
 * lead forms answer a failed post); such a page depends on the query, so it
 * is rendered afresh, `no-store`, never cached under the bare path. The
 * canonical URL never has a query string.
 */
export const calculatorRoutes = new Hono<AppEnv>().get(calculatorPage.path, pageCache(withoutQuery(calculatorPage.path)), async (c) => {
  const hasQuery = new URL(c.req.url).search !== '';
  const state = hasQuery
    ? (await import('../lib/calculator-query')).checkCalculatorQuery(c.req.query())
    : { values: { ...EMPTY_VALUES, project: calculatorProjects[0]!.id }, errors: {} };
  const refused = Object.keys(state.errors).length > 0;
  return renderPage(
    c,
    <CalculatorPage state={state} />,
    {
      ...calculatorPage.seo,
      path: calculatorPage.path,
      breadcrumbs: breadcrumbTrail({ path: calculatorPage.path }),
    },
    refused ? 422 : 200,
    { cache: !hasQuery },
  );
});
