import type { TErrorReply } from '@agrolease/contracts/error-reply';
import type { TWizardReply } from '@agrolease/contracts/wizard';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  type ShouldRevalidateFunctionArgs,
  useBlocker,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router';
import {
  fieldErrors,
  formMessage,
  initialValues,
  serializeValues,
  type WizardValues,
  withTyped,
} from './form-values';

/** The body of a wizard call: the step, the object and the step's fields. */
export type WizardRequest = Record<string, unknown> & { step?: number; id_object?: number | null };

export interface UseWizardOptions<R extends TWizardReply> {
  /** The call under /srv, e.g. '/srv/CabinetApplicationWizard'. */
  path: string;
  /** The reply the page's loader fetched for the URL's step and id_object. */
  initial: R;
  /** Posts the step's fields under this key (`wrapper[field]`, the account wizard) instead of beside step. */
  wrap?: string;
  /**
   * A request to make once more after a reply, or null: the account wizard asks step 1 again
   * without a step until the reply says visited=1 (spec 1 §4).
   */
  askAgain?: (reply: R, body: WizardRequest) => WizardRequest | null;
}

export interface WizardController<R extends TWizardReply> {
  reply: R;
  values: WizardValues;
  errors: Record<string, string>;
  message: string;
  pending: boolean;
  setValue: (field: string, value: unknown) => void;
  /** Sends the current step's values; on success the wizard moves to the step the server names. */
  submit: (extra?: Record<string, unknown>) => Promise<R | null>;
  /** Opens another step (one the stepper shows as available), with extra parameters (filters, page). */
  open: (step: number, extra?: Record<string, unknown>) => Promise<R | null>;
  /** Re-reads the current step, e.g. after a side call changed the object (products). */
  refresh: () => Promise<R | null>;
  /** Takes a reply obtained elsewhere (a side call that answers with the wizard reply). */
  accept: (next: R) => void;
  /**
   * Takes a newer reply of the step on screen (the page's data reloaded after another form on it
   * saved the same values): fields the user has not touched show the stored values, typed ones stay.
   */
  refreshUntyped: (next: R) => void;
  /**
   * A link inside the site that would leave the wizard's page while typing is unsaved, held until
   * the person answers (LeaveWizardDialog).
   */
  leaving: LeavingQuestion;
}

/** Where a held link leads (null: none is held), and the two answers. */
export interface LeavingQuestion {
  to: string | null;
  stay: () => void;
  leave: () => void;
}

/** Reads a failed call's error reply; a network failure becomes a readable message. */
async function readReply<R>(
  response: Response,
): Promise<{ ok: true; body: R } | { ok: false; body: TErrorReply }> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (response.ok && body && (body as { success?: boolean }).success !== false)
    return { ok: true, body: body as R };
  const error = (body ?? {}) as Partial<TErrorReply>;
  return {
    ok: false,
    body: {
      success: false,
      error_message: error.error_message || 'Не удалось выполнить запрос, попробуйте ещё раз',
      errors_list: error.errors_list ?? [],
      ...(error.errcode ? { errcode: error.errcode } : {}),
    },
  };
}

/**
 * A step-driven wizard on the client (spec 1 §4, ARCHITECTURE.md §5): keeps step and
 * id_object in the URL (replaced without reload), asks again when the server answers another
 * step than the one asked for, and keeps what the user typed until a step succeeds.
 * errcode 'agreements' sends the user to /pd/ and back.
 */
export function useWizard<R extends TWizardReply>({
  path,
  initial,
  wrap,
  askAgain,
}: UseWizardOptions<R>): WizardController<R> {
  const [reply, setReply] = useState<R>(initial);
  const [values, setValues] = useState<WizardValues>(() => initialValues(initial.FormBuilder.items));
  const [errors, setErrors] = useState<Record<string, string>>(() =>
    fieldErrors(initial.FormBuilder.items, initial.errors_list),
  );
  const [message, setMessage] = useState(() => formMessage(initial.error_message, initial.errors_list));
  const [pending, setPending] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const current = useRef(reply);
  current.current = reply;
  const valuesNow = useRef(values);
  valuesNow.current = values;
  // What the user typed on the step on screen since it was shown, and what was typed and not
  // saved on steps left by «Назад» or the stepper: the step shows it again when it comes back
  // (issue 16, decision 0116: a SNILS typed on a refused step vanished after «Назад», «Далее»).
  const typed = useRef(new Set<string>());
  const unsaved = useRef(new Map<number, WizardValues>());

  // A new loader reply (the user followed a link to another draft) starts over.
  useEffect(() => {
    typed.current = new Set();
    unsaved.current = new Map();
    setReply(initial);
    setValues(initialValues(initial.FormBuilder.items));
    setErrors(fieldErrors(initial.FormBuilder.items, initial.errors_list));
    setMessage(formMessage(initial.error_message, initial.errors_list));
  }, [initial]);

  // Typing not saved yet: leaving or reloading the page asks first, with the browser's own
  // question. What was typed is never written to the browser's storage (personal data).
  useEffect(() => {
    const askBeforeLeaving = (event: BeforeUnloadEvent) => {
      if (typed.current.size === 0 && unsaved.current.size === 0) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', askBeforeLeaving);
    return () => window.removeEventListener('beforeunload', askBeforeLeaving);
  }, []);
  // The same question for a link inside the site (the cabinet's menu, the logo): the wizard's own
  // changes of step and id_object stay on the page and pass, and so does its own move to /pd/.
  const leavingOnPurpose = useRef(false);
  const blocker = useBlocker(
    useCallback(
      ({
        currentLocation,
        nextLocation,
      }: {
        currentLocation: { pathname: string };
        nextLocation: { pathname: string };
      }) =>
        !leavingOnPurpose.current &&
        currentLocation.pathname !== nextLocation.pathname &&
        (typed.current.size > 0 || unsaved.current.size > 0),
      [],
    ),
  );
  // The held link is kept here and the router's blocker let go at once: the router clears a held
  // navigation whenever another one completes (the page's own data reload after a save), which took
  // the question off the screen and dropped the click.
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const { pathname, search, hash } = blocker.location;
    setLeaveTo(pathname + search + hash);
    blocker.reset();
  }, [blocker]);
  const stay = useCallback(() => setLeaveTo(null), []);
  const leave = useCallback(() => {
    if (leaveTo === null) return;
    leavingOnPurpose.current = true;
    setLeaveTo(null);
    navigate(leaveTo);
  }, [leaveTo, navigate]);
  const leaving = useMemo(() => ({ to: leaveTo, stay, leave }), [leaveTo, stay, leave]);

  // The address follows the wizard: step and id_object, replaced without a reload.
  useEffect(() => {
    const { step, id_object: idObject } = reply.wizard;
    const wantedStep = String(step);
    const wantedId = idObject === null ? null : String(idObject);
    if (searchParams.get('step') === wantedStep && searchParams.get('id_object') === wantedId) return;
    const next = new URLSearchParams(searchParams);
    next.set('step', wantedStep);
    if (wantedId === null) next.delete('id_object');
    else next.set('id_object', wantedId);
    next.delete('id_counteragent');
    setSearchParams(next, { replace: true, preventScrollReset: true });
  }, [reply.wizard, searchParams, setSearchParams]);

  const accept = useCallback((next: R) => {
    setReply(next);
    const kept = unsaved.current.get(next.wizard.step);
    typed.current = new Set(Object.keys(kept ?? {}));
    setValues(withTyped(initialValues(next.FormBuilder.items), kept));
    setErrors(fieldErrors(next.FormBuilder.items, next.errors_list));
    setMessage(formMessage(next.error_message, next.errors_list));
  }, []);

  const request = useCallback(
    async (body: WizardRequest, requestedStep: number, again = true): Promise<R | null> => {
      setPending(true);
      try {
        let response: Response;
        try {
          response = await fetch(path, {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            credentials: 'same-origin',
            body: JSON.stringify(body),
          });
        } catch {
          setMessage('Нет связи с сервером, попробуйте ещё раз');
          return null;
        }
        const read = await readReply<R>(response);
        if (!read.ok) {
          if (read.body.errcode === 'agreements') {
            leavingOnPurpose.current = true;
            navigate(`/pd/?back=${encodeURIComponent(location.pathname + location.search)}`);
            return null;
          }
          // What the user typed stays; only the errors change.
          setErrors(fieldErrors([], read.body.errors_list));
          setMessage(formMessage(read.body.error_message, read.body.errors_list));
          return null;
        }
        const next = read.body;
        const followUp = again ? askAgain?.(next, body) : null;
        if (followUp) {
          accept(next);
          return await request(followUp, followUp.step ?? next.wizard.step, false);
        }
        if (again && next.wizard.step !== requestedStep) {
          // The server moved the wizard elsewhere: ask for that step's data (spec 1 §4).
          accept(next);
          return await request(
            { step: next.wizard.step, id_object: next.wizard.id_object },
            next.wizard.step,
            false,
          );
        }
        accept(next);
        return next;
      } finally {
        setPending(false);
      }
    },
    [path, navigate, location.pathname, location.search, accept, askAgain],
  );

  const submit = useCallback(
    (extra: Record<string, unknown> = {}) => {
      const { wizard, FormBuilder } = current.current;
      const fields = serializeValues(FormBuilder.items, values);
      // Saved, the step's values are the server's: nothing of it is kept aside any more; refused,
      // what the user typed stays on screen and counts as typed again.
      const touched = typed.current;
      unsaved.current.delete(wizard.step);
      typed.current = new Set();
      return request(
        {
          ...(wrap ? { [wrap]: fields } : fields),
          ...extra,
          step: wizard.step,
          id_object: wizard.id_object,
          submit: 1,
        },
        wizard.step,
      ).then((next) => {
        if (!next) typed.current = new Set([...touched, ...typed.current]);
        return next;
      });
    },
    [request, values, wrap],
  );

  const open = useCallback(
    (step: number, extra: Record<string, unknown> = {}) => {
      const { wizard } = current.current;
      if (step !== wizard.step && typed.current.size > 0) {
        const shown = valuesNow.current;
        unsaved.current.set(
          wizard.step,
          Object.fromEntries([...typed.current].map((field) => [field, shown[field] ?? null])),
        );
      }
      return request({ ...extra, step, id_object: wizard.id_object }, step);
    },
    [request],
  );
  const refresh = useCallback(() => open(current.current.wizard.step), [open]);

  const setValue = useCallback((field: string, value: unknown) => {
    typed.current.add(field);
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => {
      if (!previous[field]) return previous;
      const { [field]: _cleared, ...rest } = previous;
      return rest;
    });
  }, []);

  const refreshUntyped = useCallback((next: R) => {
    const shown = current.current.wizard;
    if (next.wizard.step !== shown.step || next.wizard.id_object !== shown.id_object) return;
    // The step on screen has other fields than the stored one (another identity document was
    // chosen and not saved yet): what is on screen stays as it is.
    const fieldsOf = (reply: R) => reply.FormBuilder.items.map((item) => item.field).join('\n');
    if (fieldsOf(next) !== fieldsOf(current.current)) return;
    setReply(next);
    const fresh = initialValues(next.FormBuilder.items);
    setValues((previous) =>
      withTyped(
        fresh,
        Object.fromEntries([...typed.current].map((field) => [field, previous[field] ?? null])),
      ),
    );
  }, []);

  return {
    reply,
    values,
    errors,
    message,
    pending,
    setValue,
    submit,
    open,
    refresh,
    accept,
    refreshUntyped,
    leaving,
  };
}

/**
 * A wizard page's shouldRevalidate: the wizard replaces step and id_object in the address
 * itself, so such a change must not re-run the loader (it would ask again). A link to another
 * object, or to the page without one (a new object), loads as usual.
 */
export function wizardShouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: Pick<
  ShouldRevalidateFunctionArgs,
  'currentUrl' | 'nextUrl' | 'formMethod' | 'defaultShouldRevalidate'
>): boolean {
  const next = nextUrl.searchParams.get('id_object');
  const current = currentUrl.searchParams.get('id_object');
  const sameObject = next !== null && (current === null || current === next);
  // A wizard without an object yet writes its first step into the address: a reload here
  // would wipe what the user has begun typing.
  const firstStepWritten =
    next === null &&
    current === null &&
    !currentUrl.searchParams.has('step') &&
    nextUrl.searchParams.has('step');
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && (sameObject || firstStepWritten))
    return false;
  return defaultShouldRevalidate;
}
