import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from 'shared-api';
import type { Campus } from 'contract';
import { fakeApi, renderPage, type Reply } from 'platform/testing';
import { me } from '../../../../test/pages/fixtures';
import { CampusVerify } from './campus-verify';

afterEach(() => configureApi());

const stanford: Campus = {
  id: 'c1',
  name: 'Stanford University',
  domains: ['stanford.edu'],
  numMembers: 3,
};
const sent = {
  data: {
    email: 'gus@stanford.edu',
    campus: { id: 'c1', name: 'Stanford University' },
    expiresAt: 2_000_000_600,
    resendAvailableAt: 2_000_000_060,
  },
  status: 201,
};
const show = () =>
  renderPage(<CampusVerify campus={stanford} userId={me.id} onChangeCampus={() => {}} />, {
    path: '/app/user/campus',
    at: '/app/user/campus',
    user: me,
  });

async function sendCodeTo(email: string) {
  fireEvent.change(screen.getByLabelText('School email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
}

describe('CampusVerify', { timeout: 20_000 }, () => {
  it('sends a code, counts down the resend, verifies and joins, then shows success', async () => {
    const calls = fakeApi({
      'POST /users/emails/send': sent,
      'POST /users/emails/verify': {
        data: { email: 'gus@stanford.edu', campus: sent.data.campus, verifiedAt: 1 },
      },
      'POST /campuses/join': {
        data: {
          membership: { campus: sent.data.campus, email: 'gus@stanford.edu', joinedAt: 1 },
        },
      },
    });
    show();
    expect(screen.getByText('School emails end in @stanford.edu')).toBeTruthy();
    await sendCodeTo('Gus@Stanford.edu');
    expect((await screen.findByText('gus@stanford.edu')).innerHTML).toBe('gus<wbr>@stanford.edu');
    const resend = screen.getByRole('button', { name: /Resend code in \d+ s/ });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
    const verify = screen.getByRole('button', { name: 'Verify and join' }) as HTMLButtonElement;
    expect(verify.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: '12a3456' } });
    expect((screen.getByLabelText('6-digit code') as HTMLInputElement).value).toBe('123456');
    fireEvent.click(verify);
    expect(
      await screen.findByRole('heading', { name: 'You joined Stanford University' }),
    ).toBeTruthy();
    // The address may wrap before its "@" on a phone, instead of widening the page.
    const joined = screen.getByText(/^Verified with/);
    expect(joined.textContent).toBe(
      'Verified with gus@stanford.edu. Your campus now shows on your profile.',
    );
    expect(joined.querySelector('.campus-email wbr')).not.toBeNull();
    expect(calls.find((c) => c.url === '/v2/users/emails/send')?.body).toEqual({
      campusId: 'c1',
      email: 'Gus@Stanford.edu',
    });
    expect(calls.find((c) => c.url === '/v2/users/emails/verify')?.body).toEqual({
      email: 'gus@stanford.edu',
      code: '123456',
    });
    expect(calls.find((c) => c.url === '/v2/campuses/join')?.body).toEqual({ campusId: 'c1' });
  });

  it('says in plain words when the address is not the school’s', async () => {
    fakeApi({
      'POST /users/emails/send': {
        status: 400,
        error: {
          code: 'email_domain_mismatch',
          message:
            'That is not a Stanford University email address: use one ending in @stanford.edu',
        },
      },
    });
    show();
    await sendCodeTo('gus@gmail.com');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That is not a Stanford University email address: use one ending in @stanford.edu',
    );
  });

  it('shows how many tries are left, and locks the code field after the last wrong try', async () => {
    let tries = 0;
    fakeApi({
      'POST /users/emails/send': sent,
      'POST /users/emails/verify': (): Reply => {
        tries += 1;
        return tries < 2
          ? {
              status: 400,
              error: { code: 'code_incorrect', message: 'That code is not right: 4 tries left' },
            }
          : {
              status: 423,
              error: { code: 'code_locked', message: 'Too many wrong codes: ask for a new code' },
            };
      },
    });
    show();
    await sendCodeTo('gus@stanford.edu');
    const field = (await screen.findByLabelText('6-digit code')) as HTMLInputElement;
    fireEvent.change(field, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and join' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That code is not right: 4 tries left',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Verify and join' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Too many wrong codes. Send a new code to try again.',
      ),
    );
    expect(field.disabled).toBe(true);
  });

  it('shows the wait when the server says to slow down', async () => {
    fakeApi({
      'POST /users/emails/send': () =>
        ({
          status: 429,
          error: {
            code: 'rate_limited',
            message: 'Wait 42 seconds before asking for another code',
            details: { retryAfterSeconds: 42 },
          },
        }) as Reply,
    });
    show();
    await sendCodeTo('gus@stanford.edu');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Wait 42 seconds before asking for another code',
    );
  });
});
