export const badgeCss = /* css */ `
.ui-badge {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: var(--ui-radius-pill);
  font-size: var(--ui-text-xs);
  font-weight: var(--ui-weight-bold);
  line-height: 1;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
}
.ui-badge--brand { background: var(--ui-color-brand); color: var(--ui-color-on-brand); }
.ui-badge--neutral { background: var(--ui-color-text); color: var(--ui-color-surface); }
.ui-badge-anchor { position: relative; display: inline-flex; }
.ui-badge-anchor > .ui-badge {
  position: absolute;
  top: -6px;
  left: calc(100% - 10px);
  /* A ring in the surface colour separates the badge from the icon under it. */
  box-shadow: 0 0 0 2px var(--ui-color-surface);
}
`;
