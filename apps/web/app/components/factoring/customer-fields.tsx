import type { TCompany } from '@agrolease/contracts/registration';
import { isValidInn } from '@agrolease/domain';
import { Loader, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

/**
 * The buyer's INN and name: a complete INN is looked up in the company register (CompanySearch,
 * as the registration and the agent's contractors do) and its name filled in, still editable
 * (issue 39). A name the supplier typed is never overwritten.
 */
export function CustomerFields({
  values,
  errors,
}: {
  values?: { customer_inn?: string; customer_title?: string };
  errors: { customer_inn?: string; customer_title?: string };
}) {
  const [inn, setInn] = useState(values?.customer_inn ?? '');
  const [title, setTitle] = useState(values?.customer_title ?? '');
  const [found, setFound] = useState<'found' | 'unknown' | 'looking' | null>(null);
  const filled = useRef<string | null>(null);
  useEffect(() => {
    if (!/^\d{10}$|^\d{12}$/.test(inn) || !isValidInn(inn)) return setFound(null);
    const controller = new AbortController();
    setFound('looking');
    fetch(`/srv/CompanySearch?${new URLSearchParams({ query: inn })}`, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : { items: [] }))
      .then(({ items }: { items: TCompany[] }) => {
        const company = items.find((item) => item.inn === inn);
        setFound(company ? 'found' : 'unknown');
        if (!company) return;
        setTitle((typed) => {
          if (typed !== '' && typed !== filled.current) return typed;
          filled.current = company.title;
          return company.title;
        });
      })
      .catch(() => setFound(null));
    return () => controller.abort();
  }, [inn]);
  return (
    <>
      <TextInput
        name="customer_inn"
        label="ИНН покупателя"
        inputMode="numeric"
        required
        maxLength={12}
        value={inn}
        onChange={(event) => setInn(event.currentTarget.value.replace(/\D/g, ''))}
        rightSection={found === 'looking' ? <Loader size="xs" /> : null}
        error={errors.customer_inn}
      />
      <TextInput
        name="customer_title"
        label="Покупатель"
        required
        maxLength={200}
        value={title}
        onChange={(event) => setTitle(event.currentTarget.value)}
        description={
          found === 'found'
            ? 'Название из реестра организаций'
            : found === 'unknown'
              ? 'В реестре не найдено: введите название'
              : undefined
        }
        error={errors.customer_title}
        data-testid="factoring-customer-title"
      />
    </>
  );
}
