/** Shown while the first screen's code loads. Its spinner fades in late so fast loads show nothing. */
export function AppFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center" aria-busy="true">
      <span className="size-8 animate-spin rounded-full border-2 border-primary border-r-transparent opacity-0 [animation:spin_0.8s_linear_infinite,fade-in_200ms_ease-out_400ms_forwards]" />
    </div>
  );
}
