import { KeyRound, Pencil, Plus, Upload } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { canDo } from '@shared/plan-rules';
import type { HiveScale, HiveScaleSecret } from '@shared/schemas/hive-scale';
import { useActingAs, useMay } from '@/api/acting-account';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DeleteRecordButton } from '@/components/delete-record-button';
import { ProFeaturePrompt } from '@/components/pro-feature-prompt';
import { QueryContent } from '@/components/query-content';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useOnline } from '@/hooks/use-online';
import { useMessages } from '@/lib/i18n/catalog';
import { toastError } from '@/lib/outcome-toasts';
import { useDeleteHiveScale, useHiveScales, useRenewHiveScaleSecret } from '../api/hive-scales';
import { hiveScalesMessages } from '../messages';
import { useRelativeTime } from './relative-time';
import { ScaleSecret } from './scale-secret';

// The forms (and the schema checking them) load when a dialog opens: the hive page shows the list without them.
const ScaleForm = lazy(() => import('./scale-forms').then((m) => ({ default: m.ScaleForm })));
const ImportReadingsForm = lazy(() => import('./scale-forms').then((m) => ({ default: m.ImportReadingsForm })));
// The weight chart's figures (and recharts in its own chunk) come only to a hive that has a scale.
const WeightChart = lazy(() => import('./weight-chart-section').then((m) => ({ default: m.WeightChart })));

/**
 * A hive's scales and sensors on its page (docs/features/hive-scales.md): each with how it sends its readings and
 * when the last came, Add a scale (its secret shown once), Edit, New secret, Import readings and Delete for an
 * editor, the Pro prompt for a plan without scales, and the weight chart once the hive has a scale.
 */
export function HiveScales({ hiveId }: { hiveId: string }) {
  const t = useMessages(hiveScalesMessages);
  const scales = useHiveScales(hiveId);
  return (
    <>
      <Card>
        <section aria-labelledby="hive-scales-title">
          <CardHeader>
            <h2 id="hive-scales-title" className="text-lg font-semibold text-stone-900">
              {t('card.title')}
            </h2>
            <CardDescription>{t('card.description')}</CardDescription>
          </CardHeader>
          <CardContent>
            <QueryContent
              query={scales}
              loading={<Spinner label={t('card.loading')} className="py-6" />}
              what={t('card.what')}
            >
              {(loaded) => <ScaleList hiveId={hiveId} scales={loaded} />}
            </QueryContent>
          </CardContent>
        </section>
      </Card>
      {scales.data && scales.data.length > 0 && (
        <Suspense fallback={<Spinner label={t('chart.loading')} className="py-8" />}>
          <WeightChart hiveId={hiveId} />
        </Suspense>
      )}
    </>
  );
}

/**
 * What the beekeeper acting on the account may do with scales: an editor's role, and the plan's rule (the owner's
 * plan on a shared account); `upgrade` once the plan is known and has no scales to add.
 */
function useScalePermissions() {
  const { planState } = useActingAs();
  const editor = useMay('editor');
  const planAllows = (action: 'create' | 'edit') =>
    editor && planState !== undefined && canDo(planState, 'hiveScales', action);
  return {
    create: planAllows('create'),
    edit: planAllows('edit'),
    upgrade: editor && planState !== undefined && !canDo(planState, 'hiveScales', 'create'),
  };
}

function ScaleList({ hiveId, scales }: { hiveId: string; scales: HiveScale[] }) {
  const t = useMessages(hiveScalesMessages);
  const may = useScalePermissions();
  return (
    <div className="flex flex-col gap-4">
      {scales.length === 0 ? (
        <p className="text-sm text-stone-700">{t('card.empty')}</p>
      ) : (
        <ul aria-label={t('card.list')} className="flex flex-col divide-y divide-stone-200">
          {scales.map((scale) => (
            <ScaleItem key={scale.id} hiveId={hiveId} scale={scale} mayEdit={may.edit} />
          ))}
        </ul>
      )}
      {may.create && <AddScale hiveId={hiveId} />}
      {may.upgrade && <ProFeaturePrompt title={t('pro.title')} description={t('pro.description')} />}
    </div>
  );
}

function ScaleItem({ hiveId, scale, mayEdit }: { hiveId: string; scale: HiveScale; mayEdit: boolean }) {
  const t = useMessages(hiveScalesMessages);
  const relativeTime = useRelativeTime();
  const deleteScale = useDeleteHiveScale(hiveId);
  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <p translate="no" className="font-medium break-words text-stone-900">
          {scale.name}
        </p>
        <p className="text-sm text-stone-700">{t(`kind.${scale.kind}`)}</p>
        <p className="text-sm text-stone-700">
          {scale.lastReadingAt ? t('lastReading', { when: relativeTime(scale.lastReadingAt) }) : t('noReadings')}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {mayEdit && (
          <>
            <ImportReadings hiveId={hiveId} scale={scale} />
            <EditScale hiveId={hiveId} scale={scale} />
            {scale.kind !== 'file' && <RenewSecret hiveId={hiveId} scale={scale} />}
          </>
        )}
        <DeleteRecordButton
          kind={{ toasts: { deleted: t('deleted'), deleteFailed: t('deleteFailed') } }}
          itemName={scale.name}
          description={t('delete.description', { name: scale.name })}
          remove={() => deleteScale.mutateAsync(scale.id)}
        />
      </div>
    </li>
  );
}

interface ScaleDialogProps {
  /** The button that opens it, as a Dialog trigger. */
  trigger: ReactNode;
  title: string;
  description?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

function ScaleDialog({ trigger, title, description, open, onOpenChange, children }: ScaleDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger}
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        <Suspense fallback={<Spinner className="py-6" />}>{children}</Suspense>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Add a scale: online only, as the secret the server makes is shown this once (offline the button stays, disabled,
 * with the reason beside it). The dialog turns to the secret and The Things Network's steps once the scale is made.
 */
function AddScale({ hiveId }: { hiveId: string }) {
  const t = useMessages(hiveScalesMessages);
  const online = useOnline();
  const [open, setOpen] = useState(false);
  const [made, setMade] = useState<HiveScaleSecret>();
  return (
    <div className="flex flex-col items-start gap-2">
      <ScaleDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setMade(undefined);
        }}
        title={made ? t('secret.title', { name: made.scale.name }) : t('add')}
        description={made ? undefined : t('add.description')}
        trigger={
          <Button
            size="sm"
            disabled={!online}
            aria-describedby={online ? undefined : 'hive-scales-offline'}
            onClick={() => setOpen(true)}
          >
            <Plus aria-hidden="true" />
            {t('add')}
          </Button>
        }
      >
        {made ? (
          <ScaleSecret made={made} onDone={() => setOpen(false)} />
        ) : (
          <ScaleForm hiveId={hiveId} onCreated={setMade} onDone={() => setOpen(false)} />
        )}
      </ScaleDialog>
      {!online && (
        <p id="hive-scales-offline" role="status" className="text-sm text-stone-700">
          {t('offline')}
        </p>
      )}
    </div>
  );
}

/** A scale's own dialog behind an outlined button named for the scale ("Edit Garden scale"): Edit, Import readings. */
function ScaleAction({
  icon,
  label,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  label: string;
  title: string;
  description?: string;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <ScaleDialog
      open={open}
      onOpenChange={setOpen}
      title={title}
      description={description}
      trigger={
        <Button variant="outline" size="sm" aria-label={title} onClick={() => setOpen(true)}>
          {icon}
          {label}
        </Button>
      }
    >
      {children(() => setOpen(false))}
    </ScaleDialog>
  );
}

function EditScale({ hiveId, scale }: { hiveId: string; scale: HiveScale }) {
  const t = useMessages(hiveScalesMessages);
  return (
    <ScaleAction icon={<Pencil aria-hidden="true" />} label={t('edit')} title={t('edit.name', { name: scale.name })}>
      {(close) => <ScaleForm hiveId={hiveId} scale={scale} onDone={close} />}
    </ScaleAction>
  );
}

function ImportReadings({ hiveId, scale }: { hiveId: string; scale: HiveScale }) {
  const t = useMessages(hiveScalesMessages);
  return (
    <ScaleAction
      icon={<Upload aria-hidden="true" />}
      label={t('import')}
      title={t('import.name', { name: scale.name })}
      description={t('import.description')}
    >
      {(close) => <ImportReadingsForm hiveId={hiveId} scale={scale} onDone={close} />}
    </ScaleAction>
  );
}

/** New secret: asked first, as the old one stops working; the new one is shown once, as a new scale's is. */
function RenewSecret({ hiveId, scale }: { hiveId: string; scale: HiveScale }) {
  const t = useMessages(hiveScalesMessages);
  const online = useOnline();
  const renew = useRenewHiveScaleSecret(hiveId);
  const [renewed, setRenewed] = useState<HiveScaleSecret>();
  return (
    <>
      <ConfirmDialog
        trigger={
          <Button variant="outline" size="sm" disabled={!online} aria-label={t('renew.name', { name: scale.name })}>
            <KeyRound aria-hidden="true" />
            {t('renew')}
          </Button>
        }
        title={t('renew.question', { name: scale.name })}
        description={t('renew.description')}
        confirmLabel={t('renew.confirm')}
        pendingLabel={t('renewing')}
        onConfirm={async () => {
          try {
            setRenewed(await renew.mutateAsync(scale.id));
          } catch {
            toastError(t('renewFailed'));
          }
        }}
      />
      <Dialog open={renewed !== undefined} onOpenChange={(open) => !open && setRenewed(undefined)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('secret.title', { name: scale.name })}</DialogTitle>
          </DialogHeader>
          {renewed && <ScaleSecret made={renewed} onDone={() => setRenewed(undefined)} />}
        </DialogContent>
      </Dialog>
    </>
  );
}
