import * as React from "react";
import { useTranslation } from "react-i18next";
import { PHOTO_ACCEPT, PHOTO_MAX_BYTES, PROFILE_ERRORS } from "./profile-rules";
import { FieldError } from "~/components/form-messages";
import { ImageUp, UserRound } from "~/components/ui/icons";

/**
 * The profile photo (browsing §5 "Photo: jpg, png, jpeg, gif, max 2 MB, ratio 1:1"). A plain
 * file input, so it works without JavaScript (the server then refuses a picture that is not
 * square, photo.server.ts). With JavaScript the chosen picture is cropped to its centred square
 * on a canvas, scaled down to at most 512 px, and put back into the input as the file the form
 * sends — no cropping library. A GIF comes back as a PNG (a canvas cannot write GIFs).
 */
const MAX_SIDE = 512;

export function PhotoInput({
  id,
  current,
  errorId,
  error,
}: {
  id: string;
  current: string | null;
  errorId: string;
  error: string | null;
}) {
  const { t } = useTranslation("account");
  const [preview, setPreview] = React.useState<string | null>(null);
  const [problem, setProblem] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState(false);
  React.useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const onChange = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    setProblem(null);
    if (!file) return setPreview(null);
    if (!/^image\/(jpeg|png|gif)$/.test(file.type)) {
      input.value = "";
      return setProblem(PROFILE_ERRORS.imageType);
    }
    setBusy(true);
    try {
      const square = await cropSquare(file);
      if (square.size > PHOTO_MAX_BYTES) {
        input.value = "";
        return setProblem(PROFILE_ERRORS.imageSize);
      }
      const list = new DataTransfer();
      list.items.add(square);
      input.files = list.files;
      setPreview(URL.createObjectURL(square));
    } catch {
      // Unreadable picture: keep the file as chosen and let the server judge it.
      if (file.size > PHOTO_MAX_BYTES) {
        input.value = "";
        setProblem(PROFILE_ERRORS.imageSize);
      }
    } finally {
      setBusy(false);
    }
  };

  const shown = preview ?? current;
  const message = problem ?? error;
  return (
    <div className="flex flex-wrap items-center gap-4">
      <div className="grid size-24 shrink-0 place-items-center overflow-hidden rounded-full border bg-muted">
        {shown ? (
          <img src={shown} alt={t("profile.photoAlt")} className="size-full object-cover" />
        ) : (
          <UserRound aria-hidden="true" className="size-10 text-muted-foreground" />
        )}
      </div>
      <div className="grid gap-1">
        <label htmlFor={id} className="inline-flex items-center gap-2 text-sm font-medium">
          <ImageUp aria-hidden="true" className="size-4" />
          {t("profile.photo")}
        </label>
        <input
          id={id}
          name="image"
          type="file"
          accept={PHOTO_ACCEPT}
          onChange={onChange}
          aria-describedby={`${id}-hint${message ? ` ${errorId}` : ""}`}
          aria-busy={busy || undefined}
          className="text-sm file:me-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5 file:text-sm"
        />
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {t("profile.photoHint")}
        </p>
        <FieldError id={errorId} role="alert" errors={message} />
      </div>
    </div>
  );
}

/** The centred square of the picture, at most MAX_SIDE pixels a side. */
async function cropSquare(file: File): Promise<File> {
  const bitmap = await createImageBitmap(file);
  const side = Math.min(bitmap.width, bitmap.height);
  const out = Math.min(side, MAX_SIDE);
  const canvas = document.createElement("canvas");
  canvas.width = out;
  canvas.height = out;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no canvas");
  context.drawImage(
    bitmap,
    (bitmap.width - side) / 2,
    (bitmap.height - side) / 2,
    side,
    side,
    0,
    0,
    out,
    out,
  );
  bitmap.close();
  const type = file.type === "image/jpeg" ? "image/jpeg" : "image/png";
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
  if (!blob) throw new Error("no image");
  const base = file.name.replace(/\.[^.]+$/, "") || "photo";
  return new File([blob], `${base}.${type === "image/jpeg" ? "jpg" : "png"}`, { type });
}
