import { redirect } from 'react-router';
import { REO_BASE } from '../../../components/reo/reo-sections';

/** `ppk-reo/applications` opens its first tab (spec 1 §2: wait, approve, cancel). */
export function loader() {
  return redirect(`${REO_BASE}/applications/wait`);
}
