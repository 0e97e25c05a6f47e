import type { ComponentProps, ComponentType } from 'react';
import { IslandMarker } from '../components/island';
import * as islands from './islands/registry';

/** The name of an admin island: an export of src/admin/islands/registry.ts. */
export type AdminIslandName = keyof typeof islands;

/** Renders an admin island (src/admin/islands/registry.ts) on the server inside its hydration marker, as `Island` does for the site's. */
export function AdminIsland<N extends AdminIslandName>({ name, props }: { name: N; props: ComponentProps<(typeof islands)[N]> }) {
  return <IslandMarker name={name} component={islands[name] as unknown as ComponentType<object>} props={props as object} />;
}
