/**
 * The hydration runtime each hydration bundle holds (see client/bundles.ts):
 * React 19's client and `hydrateIslands`.
 */
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

/** Calls `onCommit` once after its children first commit. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, after the first commit, by design
  useEffect(onCommit, []);
  return children;
}

/**
 * Hydrates each island marker (`[data-island]`, written by the server's
 * `Island` component) with the component of that name in `islands` and its
 * serialised props (`data-props`, JSON). Nothing outside the markers is
 * hydrated. Calls `onDone` once every island has committed (a marker whose
 * component is missing is logged and counted as done).
 */
export function hydrateIslands(
  markers: readonly HTMLElement[],
  islands: Readonly<Record<string, ComponentType<never>>>,
  onDone: () => void,
): void {
  let pending = markers.length;
  const onIslandCommit = () => {
    pending -= 1;
    if (pending === 0) onDone();
  };
  for (const marker of markers) {
    const name = marker.dataset.island ?? '';
    const Component = islands[name] as ComponentType<object> | undefined;
    if (!Component) {
      console.error(`Unknown island "${name}"`);
      onIslandCommit();
      continue;
    }
    const props = JSON.parse(marker.dataset.props ?? '{}') as object;
    hydrateRoot(
      marker,
      <Committed onCommit={onIslandCommit}>
        <Component {...props} />
      </Committed>,
    );
  }
}
