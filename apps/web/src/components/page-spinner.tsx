import { Spinner } from './ui/spinner';

/** The full-page loading state: a spinner with 'Loading...'. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] flex-1 items-center justify-center">
      <Spinner label="Loading..." />
    </div>
  );
}
