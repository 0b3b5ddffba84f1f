import { Mail, UserRound } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { POSTER_SAVE_FAILED } from '@core/contracts/posters';
import { Button, ButtonLink } from '@web/components/ui/button';
import { toast } from '@web/components/ui/toast';
import { useSavePosterToProfile } from './save-poster-api';

// The modal (and better-auth's client it signs in with) loads on first tap only.
const SavePosterEmailDialog = lazy(() =>
  import('./save-poster-email-dialog').then((m) => ({ default: m.SavePosterEmailDialog })),
);

export interface SavePosterButtonProps {
  /** The cover row of the spin; null when it never reached the server (preview only). */
  coverId: string | null;
  signedIn: boolean;
}

/**
 * The result step's save action (docs/product/accounts.md#save-poster): 'Save Poster to Profile' when signed in (saves
 * at once, even while the enhanced cover is still being made: the profile shows its image once it is ready), 'Save
 * Poster to Email' when not (the two-step modal). Once saved: 'View Profile'.
 */
export function SavePosterButton({ coverId, signedIn }: SavePosterButtonProps) {
  const save = useSavePosterToProfile();
  const [savedId, setSavedId] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const saved = savedId !== null && savedId === coverId;

  const saveToProfile = async () => {
    if (!coverId) return toast.error(POSTER_SAVE_FAILED);
    try {
      await save.mutateAsync(coverId);
      setSavedId(coverId);
      toast.success('Poster saved to your profile');
    } catch {
      toast.error(POSTER_SAVE_FAILED);
    }
  };

  return (
    <>
      {saved ? (
        <ButtonLink to="/profile" size="lg" variant="secondary">
          <UserRound className="size-5" aria-hidden="true" /> View Profile
        </ButtonLink>
      ) : signedIn ? (
        <Button size="lg" variant="secondary" onClick={() => void saveToProfile()} loading={save.isPending}>
          {save.isPending ? null : <UserRound className="size-5" aria-hidden="true" />} Save Poster to Profile
        </Button>
      ) : (
        <Button
          size="lg"
          variant="secondary"
          aria-haspopup="dialog"
          onClick={() => {
            setDialogLoaded(true);
            setDialogOpen(true);
          }}
        >
          <Mail className="size-5" aria-hidden="true" /> Save Poster to Email
        </Button>
      )}
      {/* Outside the branches: signing up in the modal makes the visitor signed in while it is still open. */}
      {dialogLoaded ? (
        <Suspense fallback={null}>
          <SavePosterEmailDialog
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            coverId={coverId}
            onSaved={() => setSavedId(coverId)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
