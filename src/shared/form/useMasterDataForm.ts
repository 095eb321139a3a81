/**
 * What the master-data forms (vendors, clients, products) share around their fields: the record as
 * last saved, the notice at the top (opened with the flash of the screen that navigated here), the
 * form with its unsaved-changes warning, and the save, activate and delete steps around the area's
 * repository calls, each ending in the same Spanish outcomes. The area keeps its own checks (a NIF or
 * a code already taken), its texts and its repository.
 */
import { useEffect, useState } from 'react';
import { useForm, type FieldValues, type Path, type PathValue, type UseFormProps } from 'react-hook-form';
import { useAppNavigate } from '../AppLink';
import { isPermissionDenied } from '../feedback/dataErrors';
import { flashState, useFlash, type Notice } from '../feedback/flash';
import { useUnsavedChangesWarning } from '../useUnsavedChangesWarning';

/** A stored record with an id that can be deactivated. */
export interface MasterRecord {
  id: string;
  active: boolean;
}

/** What every master-data form words the same way (each area's messages.ts has it: PARTY_TEXT, PRODUCT_TEXT). */
export interface MasterDataText {
  saveFailed: string;
  permissionDenied: string;
  fixErrors: string;
  save: string;
  saving: string;
  deactivate: string;
  reactivate: string;
  delete: string;
  deleteConfirm: string;
  cancel: string;
}

/** Where a saved record leads: a new one opens at `path`, an edited one stays; `message` says it was saved. */
export interface SaveOutcome {
  path: string;
  message: string;
}

export function useMasterDataForm<T extends MasterRecord, Draft extends FieldValues & { active: unknown }, Input>({
  record,
  text,
  draftOf,
  form: formOptions,
}: {
  record: T | null;
  text: MasterDataText;
  /** The form's values for what was just saved (its new clean state). */
  draftOf: (values: Input) => Draft;
  form: UseFormProps<Draft, unknown, Input>;
}) {
  const navigate = useAppNavigate();
  const flash = useFlash();
  const [current, setCurrent] = useState<T | null>(record);
  const [notice, setNotice] = useState<Notice | null>(flash);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useForm<Draft, unknown, Input>({ mode: 'onTouched', ...formOptions });
  const { isDirty, isSubmitting } = form.formState;
  useUnsavedChangesWarning(isDirty && !isSubmitting);

  const fixErrors = () => setNotice({ variant: 'danger', text: text.fixErrors });

  /** A refused or failed write: logged, and said as a refusal by the rules or as a failure. */
  const failed = (log: string, error: unknown) => {
    console.error(log, error);
    setNotice({ variant: 'danger', text: isPermissionDenied(error) ? text.permissionDenied : text.saveFailed });
  };

  /**
   * The form's submit handler: `write` checks and saves the values and says where that leads, or
   * returns null after marking what stops it at the fields (then the notice asks to fix them).
   */
  const submit = (write: (values: Input, current: T | null) => Promise<SaveOutcome | null>, log = 'No se ha podido guardar') =>
    form.handleSubmit(async (values) => {
      setNotice(null);
      try {
        const outcome = await write(values, current);
        if (!outcome) {
          fixErrors();
          return;
        }
        if (!current) {
          navigate(outcome.path, { state: flashState(outcome.message) });
          return;
        }
        form.reset(draftOf(values));
        setCurrent({ ...current, ...values });
        setNotice({ variant: 'success', text: outcome.message });
      } catch (error) {
        failed(log, error);
      }
    }, fixErrors);

  /** Deactivates or reactivates the record; `message` says which it now is. */
  const toggleActive = async (setActive: (id: string, active: boolean) => Promise<void>, message: (active: boolean) => string) => {
    if (!current) return;
    const active = !current.active;
    setBusy(true);
    setNotice(null);
    try {
      await setActive(current.id, active);
      setCurrent({ ...current, active });
      // Every draft has `active` (Draft's constraint); react-hook-form cannot name a field of a type parameter.
      form.setValue('active' as Path<Draft>, active as PathValue<Draft, Path<Draft>>);
      setNotice({ variant: 'success', text: message(active) });
    } catch (error) {
      failed('No se ha podido cambiar el estado', error);
    } finally {
      setBusy(false);
    }
  };

  /** Deletes the record and goes back to the list with `message`; `refused` words a refusal at the top. */
  const remove = async (removeRecord: (record: T) => Promise<void>, back: SaveOutcome, refused: (error: unknown, record: T) => Notice) => {
    if (!current) return;
    setBusy(true);
    try {
      await removeRecord(current);
      navigate(back.path, { state: flashState(back.message) });
    } catch (error) {
      setConfirmDelete(false);
      setNotice(refused(error, current));
    } finally {
      setBusy(false);
    }
  };

  return { form, current, setCurrent, notice, setNotice, busy, confirmDelete, setConfirmDelete, submit, toggleActive, remove };
}

/**
 * Loads a record once per company and id: null until it has loaded (or failed: `failed`, no record).
 * `load` must keep its identity across renders (a module-level function or a repository's method).
 */
export function useLoadedRecord<R>(corpId: string, id: string, load: (corpId: string, id: string) => Promise<R | null>, log: string) {
  const [loaded, setLoaded] = useState<{ id: string; record: R | null; failed: boolean } | null>(null);
  useEffect(() => {
    if (!id || !corpId) return undefined;
    let live = true;
    load(corpId, id)
      .then((record) => live && setLoaded({ id, record, failed: false }))
      .catch((error: unknown) => {
        console.error(log, error);
        if (live) setLoaded({ id, record: null, failed: true });
      });
    return () => {
      live = false;
    };
  }, [id, corpId, load, log]);
  return loaded && loaded.id === id ? loaded : null;
}
