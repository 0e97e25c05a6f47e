import { type Context, Hono } from 'hono';
import { pagesOf } from '../components/locale-context';
import { contentOf, findPost, postPath, posts, slugPattern } from '../content/index';
import type { AppEnv } from '../env';
import { type Locale, localizedPath } from '../i18n';
import { type PageKey, pageCache } from '../page-cache';
import { BlogIndexPage } from '../pages/blog-index';
import { BlogPostPage } from '../pages/blog-post';
import { renderPage } from '../render';
import { breadcrumbTrail } from '../seo/breadcrumbs';
import { blogPostingLd } from '../seo/structured-data';

/**
 * The blog index at /blog and each post at /blog/{slug}, looked up in the content index (spec section 2, "Blog"),
 * in one edition (issue 15): mounted at "/" and at "/es", where the posts are the Spanish edition with the same slugs.
 */
export const blogRoutes = (locale: Locale) => {
  const path = (p: string) => localizedPath(locale, p);

  /** Cache key of a post: its path; undefined for an unknown slug. */
  const postKey = (c: Context<AppEnv>): PageKey | undefined => {
    // Both editions have the same slugs (test/es-content-unit.test.ts): the English index decides, so a cached Spanish page needs no Spanish content.
    const post = findPost(c.req.param('slug') ?? '');
    return post && { path: path(postPath(post)) };
  };

  return new Hono<AppEnv>()
    .get(
      '/blog',
      pageCache(() => ({ path: path('/blog') })),
      (c) =>
        renderPage(c, <BlogIndexPage posts={contentOf(locale).posts} />, {
          ...pagesOf(locale).blogIndex.seo,
          path: path('/blog'),
          breadcrumbs: breadcrumbTrail({ path: '/blog' }, locale),
        }),
    )
    .get(`/blog/:slug{${slugPattern(posts)}}`, pageCache(postKey), (c) => {
      const post = findPost(c.req.param('slug') ?? '', locale);
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
