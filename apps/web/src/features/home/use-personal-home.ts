import { useEffect, useState } from 'react';
import { AUTH_HEADER, STORAGE_KEYS, type Category } from '@prepshelf/contract';
import { getDeviceStream, saveAccountStream, setDeviceStream } from '../../lib/stream';
import { readPersonalHome, type PersonalHome } from './personal-home-data';

export type PersonalHomeState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; home: PersonalHome };

/**
 * Loads the personal home once per mount (plain fetch: see personal-home-data.ts), and lines the
 * device's stream up with the account's: the account's choice wins; a device choice made before the
 * account had one is saved on the account.
 */
export function usePersonalHome(): {
  state: PersonalHomeState;
  reload: () => void;
  /** Remembers the stream on the device and the account, then loads what is new in it. */
  chooseStream: (stream: Category) => void;
} {
  const [state, setState] = useState<PersonalHomeState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    let token: string | null = null;
    try {
      token = localStorage.getItem(STORAGE_KEYS.token);
    } catch {
      // Storage blocked: behave as a failed load.
    }
    fetch('/api/personal/home', { headers: token ? { [AUTH_HEADER]: token } : {}, signal: controller.signal })
      .then((response) => response.json())
      .then((body: unknown) => {
        const home = readPersonalHome(body);
        if (!home) throw new Error('not a personal home');
        const device = getDeviceStream();
        if (!home.stream && device) {
          // Saved first, then loaded again, so "new in your stream" is about the device's stream.
          return saveAccountStream(device).then(() => setAttempt((count) => count + 1));
        }
        if (home.stream) setDeviceStream(home.stream);
        setState({ status: 'ready', home });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      });
    return () => controller.abort();
  }, [attempt]);

  return {
    state,
    reload: () => {
      setState({ status: 'loading' });
      setAttempt((count) => count + 1);
    },
    chooseStream: (stream: Category) => {
      setDeviceStream(stream);
      void saveAccountStream(stream).then(() => setAttempt((count) => count + 1));
    },
  };
}
