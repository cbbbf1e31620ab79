import { linkedinCallbackMachine } from '@showroom/machines';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { LinkedinCallbackScreen } from './LinkedinCallbackScreen/index.ts';
import { linkedinCallbackOf, storeLinkedinCallback } from './linkedinCallback.ts';

/**
 * spec 1 §2 /linkedin: the provider's redirect lands here in the popup. The callback machine hands
 * the code (with its OAuth state) to the opener through local storage and a storage event, then
 * closes the window: both effects are provided here.
 */
export function LinkedinCallbackPage() {
  const [callback] = useState(() => linkedinCallbackOf(window.location.search));
  const [machine] = useState(() =>
    linkedinCallbackMachine.provide({
      actions: {
        handOver: (_, params) => storeLinkedinCallback(params.callback),
        closeWindow: () => window.close(),
      },
    }),
  );
  const [snapshot] = useMachine(machine, { input: callback });
  return <LinkedinCallbackScreen snapshot={snapshot} />;
}
