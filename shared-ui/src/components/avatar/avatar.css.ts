export const avatarCss = /* css */ `
.ui-avatar {
  --ui-avatar-size: 40px;
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: var(--ui-avatar-size);
  height: var(--ui-avatar-size);
  overflow: hidden;
  border-radius: 50%;
  background: var(--ui-avatar-bg, var(--ui-color-surface-subtle));
  color: #fff;
  font-size: calc(var(--ui-avatar-size) * 0.4);
  font-weight: var(--ui-weight-bold);
  line-height: 1;
  letter-spacing: 0.02em;
  object-fit: cover;
  user-select: none;
}
.ui-avatar--xs { --ui-avatar-size: 24px; letter-spacing: 0; }
.ui-avatar--sm { --ui-avatar-size: 32px; }
.ui-avatar--md { --ui-avatar-size: 40px; }
.ui-avatar--lg { --ui-avatar-size: 56px; }
.ui-avatar--xl { --ui-avatar-size: 96px; }
.ui-avatar__icon { width: 60%; height: 60%; }
`;
