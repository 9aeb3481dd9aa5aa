import { Suspense, useEffect, type ComponentType } from 'react';
import { islandPropsProblem, type IslandParcelProps } from '../src/island-props';
import { IslandContext } from './island-context';
import { IslandErrorBoundary } from './island-error-boundary';

/** An island's pages by expose key (`./IslandHomePage`), each loaded from its own chunk. */
export type IslandPages = ReadonlyMap<string, ComponentType>;

/**
 * The root of an island's parcel: checks the props contract, then renders the page the shell's
 * route named, with the props in context for it. No router: the shell's router decides the page
 * and passes the address, and the island's links go back through `navigate`.
 */
export function IslandRoot({ pages, props }: { pages: IslandPages; props: IslandParcelProps }) {
  const problem =
    islandPropsProblem(props) ??
    (pages.has(props.page) ? null : `this island has no page ${props.page}`);
  if (problem) return <IslandProblem problem={problem} props={props} />;
  const Page = pages.get(props.page)!;
  return (
    <IslandContext.Provider value={props}>
      <IslandErrorBoundary key={props.page} onError={props.reportError}>
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      </IslandErrorBoundary>
    </IslandContext.Provider>
  );
}

/** Props this island cannot run with: said in its area, and reported when the shell can. */
function IslandProblem({ problem, props }: { problem: string; props: IslandParcelProps }) {
  const report = typeof props?.reportError === 'function' ? props.reportError : null;
  useEffect(() => {
    report?.(new Error(`island props refused: ${problem}`));
  }, [report, problem]);
  return (
    <p role="alert" className="island-error">
      This part of the app cannot run here: {problem}.
    </p>
  );
}
