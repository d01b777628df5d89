import { App } from 'antd';
import { useMemo } from 'react';

/** Toasts last 3000 ms (spec 1 §8): red for an error, green otherwise. */
const DURATION_SECONDS = 3;

export type Toast = {
  success: (text: string) => void;
  error: (text: string) => void;
};

/** The app's one toast helper; needs antd's <App> above it (see app/providers.tsx). */
export function useToast(): Toast {
  const { message } = App.useApp();
  return useMemo(
    () => ({
      success: (text) =>
        void message.open({
          type: 'success',
          content: text,
          duration: DURATION_SECONDS,
          className: 'toast-success',
        }),
      error: (text) =>
        void message.open({
          type: 'error',
          content: text,
          duration: DURATION_SECONDS,
          className: 'toast-error',
        }),
    }),
    [message],
  );
}
