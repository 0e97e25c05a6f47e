/**
 * The admin's islands, as named exports: rendered by the admin pages
 * (`AdminIsland`) and hydrated by the `admin` bundle of client/bundles.ts,
 * which scripts/build.mjs builds from this registry. Kept apart from the
 * site's registry (src/islands/registry.ts) so nothing outside the admin areas
 * imports the admin.
 */
export { ProjectForm } from '../../projects/admin/islands/project-form';
