import { useEffect, useRef } from 'react';
import { useNavigation } from 'react-router';
import LoadingBar, { type LoadingBarRef } from 'react-top-loading-bar';

/** Spec §2: a green top progress bar (height 3) while a page loads, driven by the router's navigation. */
export const LOADING_BAR_COLOR = '#16a34a';

export function NavigationProgress() {
  const navigation = useNavigation();
  const barRef = useRef<LoadingBarRef>(null);
  const isBusy = navigation.state !== 'idle';
  // Completing a bar that never started would flash a full bar on the first render.
  const hasStartedRef = useRef(false);

  useEffect(() => {
    if (isBusy) {
      hasStartedRef.current = true;
      barRef.current?.continuousStart();
    } else if (hasStartedRef.current) {
      hasStartedRef.current = false;
      barRef.current?.complete();
    }
  }, [isBusy]);

  return (
    <div data-testid="navigation-progress" data-state={isBusy ? 'loading' : 'idle'}>
      <LoadingBar ref={barRef} color={LOADING_BAR_COLOR} height={3} shadow={false} waitingTime={400} />
    </div>
  );
}
