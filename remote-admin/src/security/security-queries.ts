import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useAuthStore } from '@pasteleria/shared';
import { listPasskeys, listSessions, securityPolicy, twoStepStatus } from '@pasteleria/shared/admin';
import { refusalMessage } from '../data/server-errors';
import { queryKeys } from '../query-keys';

/** 'Seguridad''s reads, each under its key (the warm-up asks for them as the screen's chunk loads). */
export const twoStepQuery = queryOptions({ queryKey: queryKeys.twoStep, queryFn: twoStepStatus });
export const passkeysQuery = queryOptions({ queryKey: queryKeys.passkeys, queryFn: listPasskeys });
export const sessionsQuery = queryOptions({ queryKey: queryKeys.sessions, queryFn: listSessions });
export const securityPolicyQuery = queryOptions({ queryKey: queryKeys.securityPolicy, queryFn: securityPolicy });

/**
 * Keeps the signed-in user's `twoStep` as the account now stands, so the back office opens its
 * other screens (or confines them to 'Seguridad') without asking /auth/me again.
 */
export function noteTwoStep(change: { enabled?: boolean; session?: boolean; required?: boolean }): void {
  const { user } = useAuthStore.getState();
  if (!user) return;
  const before = user.twoStep ?? { enabled: false, required: false, session: false };
  useAuthStore.setState({ user: { ...user, twoStep: { ...before, ...change } } });
}

/**
 * A change of 'Seguridad': on success its message and the account's reads refreshed; on failure
 * the API's own words (or `failed`), logged.
 */
export function useSecurityChange<Input, Output>(
  change: (input: Input) => Promise<Output>,
  {
    done,
    failed,
    saysWhy = true,
  }: {
    done?: (output: Output, input: Input) => string | undefined;
    failed: string;
    /** False when the screen shows a refusal itself (under its field). */
    saysWhy?: boolean;
  },
) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: change,
    onSuccess: (output, input) => {
      const text = done?.(output, input);
      if (text) void message.success(text);
    },
    onError: (error) => {
      console.error(failed, error);
      const why = refusalMessage(error);
      if (!why || saysWhy) void message.error(why ?? failed, 6);
    },
    onSettled: () =>
      Promise.all(
        [queryKeys.twoStep, queryKeys.passkeys, queryKeys.sessions, queryKeys.securityPolicy].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
