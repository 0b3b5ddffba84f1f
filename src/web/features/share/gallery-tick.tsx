import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { CreateShareResponse } from '@core/contracts/share';
import { toast } from '@web/components/ui/toast';
import { Spinner } from '@web/components/ui/spinner';
import { setShareInGallery, shareKeys } from './share-api';

export const GALLERY_TICK_LABEL = 'Show my cover in the public gallery';

/**
 * The owner's opt-in to the share page's gallery: off by default; ticking shows the cover (with the
 * role and the public name) to everyone who opens any shared cover, unticking removes it at once.
 */
export function GalleryTick({ coverId, shareId, checked }: { coverId: string; shareId: string; checked: boolean }) {
  const qc = useQueryClient();
  const id = useId();
  // The tick shows the visitor's choice in the same frame as the tap (the mutation's own pending state arrives a tick
  // later, and a controlled checkbox would flick back meanwhile), and the server's answer once it is in.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const mutation = useMutation({
    mutationFn: (inGallery: boolean) => setShareInGallery(shareId, inGallery),
    onSuccess: (res) => {
      qc.setQueryData<CreateShareResponse>(shareKeys.created(coverId), (old) =>
        old ? { ...old, inGallery: res.inGallery } : old,
      );
      if (res.message) toast.info(res.message);
    },
    onError: () => toast.error('Could not change the gallery setting', { description: 'Please try again.' }),
    onSettled: () => setChosen(null),
  });
  const value = chosen ?? (mutation.isPending ? (mutation.variables ?? checked) : checked);
  return (
    <div className="mb-4 rounded-2xl bg-cream/70 px-4 py-3 ring-1 ring-line/60">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={value}
          disabled={mutation.isPending}
          onChange={(e) => {
            setChosen(e.target.checked);
            mutation.mutate(e.target.checked);
          }}
          aria-describedby={`${id}-help`}
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-violet disabled:cursor-wait"
        />
        <div className="min-w-0">
          <label htmlFor={id} className="flex cursor-pointer items-center gap-2 text-sm font-semibold text-ink">
            {GALLERY_TICK_LABEL}
            {mutation.isPending ? <Spinner className="size-3.5" /> : null}
          </label>
          <p id={`${id}-help`} className="mt-0.5 text-xs leading-relaxed text-ink-soft">
            Others who open a shared cover see yours among recent covers, with your role and name. Untick it, or revoke
            the link, to take it out at once.
          </p>
        </div>
      </div>
    </div>
  );
}
