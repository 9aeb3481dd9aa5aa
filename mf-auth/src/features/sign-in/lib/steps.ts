/** The sign-in and sign-up steps in order (SPEC section 4). */
export const AUTH_STEPS = {
  start: '/auth',
  phone: '/auth/phone',
  otp: '/auth/otp',
  name: '/auth/name',
  done: '/auth/done',
} as const;
