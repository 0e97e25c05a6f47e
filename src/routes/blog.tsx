import { type Context, Hono } from 'hono';
import { withPages, loadContent } from '../content/edition';
import { pagesOf, postContent, postPath, posts, slugPattern, summariesOf } from '../content/index';
import type { AppEnv } from '../env';
import { type Locale, localizedPath } from '../i18n';
import { at, type PageKey, pageCache } from '../page-cache';
import { BlogIndexPage } from '../pages/blog-index';
import { BlogPostPage } from '../pages/blog-post';
import { renderPage } from '../render';
import { breadcrumbTrail } from '../seo/breadcrumbs';
import { blogPostingLd } from '../seo/structured-data';

/**
 * The blog index at /blog and each post at /blog/{slug}, looked up in the content index,
 * in one edition: mounted at "/" and at "/es", where the posts are the Spanish edition with the same slugs.
 */
export const blogRoutes = (locale: Locale) => {
  const path = (p: string) => localizedPath(locale, p);

  /**
   * Cache key of a post: its path. The route pattern admits only the index's
   * slugs, so the key needs no lookup.
   */
  const postKey = (c: Context<AppEnv>): PageKey => ({ path: path(postPath({ slug: c.req.param('slug') ?? '' })) });

  return new Hono<AppEnv>()
    .get('/blog', pageCache(at(path('/blog'))), withPages(locale), (c) =>
      renderPage(c, <BlogIndexPage posts={summariesOf(locale).posts} />, {
        ...pagesOf(locale).blogIndex.seo,
        path: path('/blog'),
        breadcrumbs: breadcrumbTrail({ path: '/blog' }, locale),
      }),
    )
    .get(`/blog/:slug{${slugPattern(posts)}}`, pageCache(postKey), async (c) => {
      const slug = c.req.param('slug') ?? '';
      await loadContent(c.env, locale, [{ post: slug }]);
      const post = postContent(slug, locale);
      if (!post) return c.notFound();
      const postUrl = path(postPath(post));
      return renderPage(c, <BlogPostPage post={post} />, {
        ...post.seo,
        path: postUrl,
        ogType: 'article',
        jsonLd: [blogPostingLd(c.env.SITE_URL, post, postUrl, locale)],
        breadcrumbs: breadcrumbTrail({ post }, locale),
      });
    });
};
