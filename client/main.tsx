/**
 * The hydration entry: finds every island marker (`[data-island]`) the server
 * rendered and hydrates that component alone with its serialised props.
 * Nothing else on the page is hydrated. When every island has committed,
 * `data-hydrated="true"` is set on `<body>` (browser tests wait for it).
 */
import { useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islands, type IslandName } from '../src/islands/registry';

const markers = Array.from(document.querySelectorAll<HTMLElement>('[data-island]'));
let pending = markers.length;

function markHydrated() {
  document.body.dataset.hydrated = 'true';
}

/** Calls `onCommit` once after its children first commit. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, []);
  return children;
}

const onIslandCommit = () => {
  pending -= 1;
  if (pending === 0) markHydrated();
};

for (const marker of markers) {
  const name = marker.dataset.island as IslandName;
  const Component = islands[name] as unknown as (props: object) => ReactNode;
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
if (markers.length === 0) markHydrated();
