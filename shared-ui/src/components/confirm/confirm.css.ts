export const confirmCss = /* css */ `
.ui-confirm__message > p:first-child {
  margin-top: 0;
}
.ui-confirm__status:empty {
  /* Kept in the page (a live region must be there before its words), taking no room. */
  margin: 0;
}
.ui-confirm__status {
  color: var(--ui-color-text-muted);
}
.ui-confirm__actions {
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-2);
  justify-content: flex-end;
  margin-top: var(--ui-space-4);
}
`;
