import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { SubmissionResult } from "@conform-to/react";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { AddressForm } from "./address-form";
import type { AddressFormData } from "./address-form.server";
import { ArrowLeft } from "~/components/ui/icons";

/** The page of /addresses/new and /addresses/{id}/edit (two route modules, one page). */
export function AddressFormPage() {
  const page = useLoaderData<AddressFormData>();
  const answer = useActionData<{ result: SubmissionResult<string[]> }>();
  const { t } = useTranslation("addresses");
  const localize = useLocalizedPath();
  return (
    <div className="container grid max-w-2xl gap-4 py-8">
      <Link
        to={page.redirectTo ?? localize("/addresses")}
        className="flex items-center gap-1 text-sm underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {t("back")}
      </Link>
      <h1 className="text-2xl font-bold">{page.title}</h1>
      <AddressForm
        // A new pick is a new starting point for the fields.
        key={`${page.location?.lat},${page.location?.lng}`}
        editing={page.id !== null}
        defaults={page.defaults}
        location={page.location}
        locationError={page.locationError}
        redirectTo={page.redirectTo}
        lastResult={answer?.result}
      />
    </div>
  );
}
