import { Component, type ReactNode } from 'react';

interface Props {
  /** The shell's reporter (`IslandProps.reportError`). */
  onError: (error: unknown) => void;
  children: ReactNode;
}

/**
 * Catches a page of the island that throws: reported through the shell (named as the island's
 * release) and shown in the island's area only. A class, as React 18 and 19 both require.
 */
export class IslandErrorBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <div role="alert" className="island-error">
        <p>This part of the app stopped working.</p>
        <button type="button" onClick={() => this.setState({ error: null })}>
          Try again
        </button>
      </div>
    );
  }
}
