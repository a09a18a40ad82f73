import { useTranslation } from "react-i18next";
import { Dialog, DialogContent, DialogTitle } from "~/components/ui/dialog";
import { Skeleton } from "~/components/ui/skeleton";
import { useUrlDialog } from "~/components/ui/url-dialog";
import { ItemDetail } from "./item-detail";
import type { ProductPage } from "./product-page.server";

/**
 * The item modal's dialog (lazy chunk of item-modal.tsx): the product view in modal mode over
 * the page, a skeleton of the same layout while the loader answers. Escape, the backdrop and
 * the close button call `onClose` (history.back(): the URL closes it, item-modal.tsx).
 */
export function ItemModalDialog({
  page,
  currentPath,
  onClose,
}: {
  page: ProductPage | null;
  href: string;
  currentPath: string;
  onClose: () => void;
}) {
  const { t } = useTranslation("product");
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t("close")} className="max-w-5xl gap-0 p-4 sm:p-6">
        {page ? (
          <Content page={page} currentPath={currentPath} />
        ) : (
          <div aria-busy="true" className="grid gap-6 md:grid-cols-2">
            <DialogTitle className="sr-only">{t("loading")}</DialogTitle>
            <Skeleton className="aspect-square w-full" />
            <div className="flex flex-col gap-3">
              <Skeleton className="h-8 w-3/4" />
              <Skeleton className="h-5 w-1/3" />
              <Skeleton className="h-6 w-1/4" />
              <Skeleton className="h-40 w-full" />
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Content({ page, currentPath }: { page: ProductPage; currentPath: string }) {
  const { titleId } = useUrlDialog();
  return (
    <ItemDetail key={page.view.id} page={page} modal currentPath={currentPath} titleId={titleId} />
  );
}
