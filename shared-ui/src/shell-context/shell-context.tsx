import { createContext, useContext, type ReactNode } from 'react';

/**
 * What the shell tells the remotes about itself. Deliberately tiny: its main job is to prove
 * that the shell and every remote share one React and one copy of this package (a remote that
 * bundled its own would see `null` here, not the shell's value).
 */
export interface ShellContextValue {
  /** The shell's build version, e.g. '4.0.78'. */
  shellVersion: string;
}

const ShellContext = createContext<ShellContextValue | null>(null);

export interface ShellContextProviderProps {
  value: ShellContextValue;
  children: ReactNode;
}

/** Rendered once by the shell, above every remote's pages. */
export function ShellContextProvider({ value, children }: ShellContextProviderProps) {
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

/** The shell's context, or `null` when there is no shell above (a remote run on its own). */
export function useShellContext(): ShellContextValue | null {
  return useContext(ShellContext);
}
