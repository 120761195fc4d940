import { redirect } from 'react-router';

/** The old cabinet link /cabinet/info/mr/ (spec 1 §2 remaps it to the v2 account info). */
export function loader() {
  return redirect('/cabinet/v2/info/', 301);
}
