import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { DELETE_CONFIRM_WORD, deleteAccountFormSchema } from '@core/contracts/profile';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { TextField } from '@web/components/ui/input';
import { toast } from '@web/components/ui/toast';
import { ApiError } from '@web/lib/api';
import { saveBlob } from '@web/lib/download';
import { useZodForm } from '@web/lib/zod-form';
import { forgetThisBrowser, restartAtWelcome } from '@web/lib/forget-browser';
import { downloadMyData, useDeleteAccount } from './profile-api';

const errorText = (err: unknown) => (err instanceof ApiError ? err.message : 'Something went wrong. Please try again.');

/** 'Download my data' (one zip) and 'Delete my account' (confirmed by typing DELETE). */
export function DataRights() {
  const [downloading, setDownloading] = useState(false);
  const [open, setOpen] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      const { blob, fileName } = await downloadMyData();
      saveBlob(blob, fileName);
      toast.success('Your data is downloading', { description: fileName });
    } catch (err) {
      toast.error('Error', { description: errorText(err) });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-soft">
        Download everything we keep about you (your profile, answers, covers, photo, share links, voice recordings and
        consents, and your events) as one zip file, or delete your account and all of it for good.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={download} loading={downloading}>
          <Download className="size-4" aria-hidden="true" /> Download my data
        </Button>
        <Button
          variant="ghost"
          className="text-coral-dark ring-1 ring-coral/40"
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
        >
          <Trash2 className="size-4" aria-hidden="true" /> Delete my account
        </Button>
      </div>
      <DeleteAccountDialog open={open} onOpenChange={setOpen} />
    </div>
  );
}

export function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { register, handleSubmit, watch, setError, clearErrors, reset, formState } = useZodForm(
    deleteAccountFormSchema,
    { confirm: '' },
  );
  const [deleted, setDeleted] = useState(false);
  const remove = useDeleteAccount();
  const matches = watch('confirm').trim() === DELETE_CONFIRM_WORD;
  const submit = handleSubmit(async ({ confirm }) => {
    try {
      await remove.mutateAsync(confirm);
      // Nothing of the person stays in this browser; the dialog says it is done, and any way out of it is a fresh
      // page at the welcome.
      await forgetThisBrowser();
      setDeleted(true);
    } catch (err) {
      setError('confirm', { message: errorText(err) });
    }
  });
  if (deleted)
    return (
      <Dialog
        open={open}
        onOpenChange={(o) => {
          if (!o) restartAtWelcome();
        }}
        title="Your account has been deleted"
        description="Everything we kept about you is gone, and this browser has forgotten you too."
      >
        <Button size="lg" className="w-full" onClick={restartAtWelcome} autoFocus>
          Go to the start
        </Button>
      </Dialog>
    );
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) reset();
        onOpenChange(o);
      }}
      title="Delete your account?"
      description="This cannot be undone."
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <ul className="list-disc space-y-1 pl-5 text-sm text-ink-soft">
          <li>Your profile, answers, covers, photos and voice recordings are deleted, with your cloned voice.</li>
          <li>Your share links stop working at once.</li>
          <li>Only anonymous counts of events remain; nothing in them points to you.</li>
        </ul>
        <TextField
          label={`Type ${DELETE_CONFIRM_WORD} to confirm`}
          {...register('confirm', { onChange: () => clearErrors('confirm') })}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={formState.errors.confirm?.message}
          maxLength={100}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="coral" disabled={!matches} loading={remove.isPending}>
            <Trash2 className="size-4" aria-hidden="true" /> Delete my account
          </Button>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
