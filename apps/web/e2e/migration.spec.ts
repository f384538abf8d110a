import { expect, test } from '@playwright/test';
import { axeFindings } from './axe.ts';
import { ownerCall } from './staff-support.ts';
import { owner, signIn } from './support.ts';

type Made = { data: { id: number; values?: { id: number; title: string }[] } };

/** Two categories whose attributes differ, three products with values in the first. */
async function catalogue(tag: string) {
  let n = 0;
  const attribute = (title: string, data_type: string, values: { title: string; slug?: string }[] = []) =>
    ownerCall<Made>('POST', '/attributes', {
      title,
      code: `mig_${tag}_${++n}`,
      data_type,
      values,
    });
  const colour = await attribute(`Колір ${tag}`, 'select', [
    { title: 'Чорний', slug: 'black' },
    { title: 'Зелений', slug: 'green' },
  ]);
  const colourTo = await attribute(`колір ${tag}`, 'select', [{ title: 'Чорний', slug: 'black' }]);
  const weight = await attribute(`Вага ${tag}`, 'number');
  const mass = await attribute(`Маса виробу ${tag}`, 'number');
  const source = await ownerCall<Made>('POST', '/categories', {
    title: `Старі ноутбуки ${tag}`,
    attributes: [{ attribute: colour.data.id }, { attribute: weight.data.id }],
  });
  await ownerCall<Made>('POST', '/categories', {
    title: `Ноутбуки ${tag}`,
    attributes: [{ attribute: colourTo.data.id }, { attribute: mass.data.id }],
  });
  const [black, green] = colour.data.values ?? [];
  for (const [i, value] of [black, black, green].entries()) {
    await ownerCall('POST', '/products', {
      name: `Ноутбук ${tag} ${i}`,
      sku: `MIG-${tag}-${i}`,
      category: source.data.id,
      price: 1_000_00,
      attribute_values: [
        { attribute: colour.data.id, value: value?.id },
        { attribute: weight.data.id, number: 1.5 + i },
      ],
    });
  }
  return {
    source: `Старі ноутбуки ${tag}`,
    target: `Ноутбуки ${tag}`,
    weight: `Вага ${tag}`,
    mass: `Маса виробу ${tag}`,
  };
}

test('a category migration: map, preview what is lost, apply, read the report and find it in the history', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const made = await catalogue(tag);
  await signIn(page, owner);
  // a category's row offers to move its products: the migration opens with it as the source
  await page.goto(`/categories?search=${encodeURIComponent(made.source)}`);
  await page.getByRole('link', { name: `Перенести товари з «${made.source}» в іншу категорію` }).click();
  await expect(page).toHaveURL(/\/migration\/category\?source=\d+$/);
  await expect(page.getByLabel('Звідки: вихідна категорія')).toHaveValue(made.source);

  const pick = async (label: string, title: string) => {
    await page.getByLabel(label).pressSequentially(title, { delay: 10 });
    await page.getByRole('option', { name: title, exact: true }).click();
  };
  await pick('Куди: цільова категорія', made.target);
  await page.getByRole('button', { name: 'Далі' }).click();

  // the colour matched by title; the weight has no match until the user gives it one
  const weight = page.getByRole('combobox', { name: `Куди перенести «${made.weight}»` });
  await expect(weight).toHaveText('Не переносити');
  await weight.click();
  await page.getByRole('option', { name: made.mass }).click();
  await expect(weight).toHaveText(made.mass);
  expect(await axeFindings(page, 'main')).toEqual([]);
  await page.getByRole('button', { name: 'Далі' }).click();

  await expect(page.getByRole('combobox', { name: 'Чим стане «Чорний»' })).toHaveText('Чорний');
  await expect(page.getByRole('combobox', { name: 'Чим стане «Зелений»' })).toHaveText('Не переносити');
  await page.getByRole('button', { name: 'Далі' }).click();

  const preview = page.getByTestId('migration-preview');
  await expect(preview).toContainText(`З «${made.source}» до «${made.target}» перенесуться 3 товари.`);
  await expect(preview).toContainText('1 товар втратить частину значень:');
  await expect(preview).toContainText('значення «Зелений» не має відповідника — воно є в 1 товарі');
  expect(await axeFindings(page, 'main')).toEqual([]);

  await page.getByRole('button', { name: 'Перенести товари' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Перенести' }).click();
  const report = page.getByTestId('migration-report');
  await expect(report).toContainText('Перенесено: 3 товари', { timeout: 30_000 });
  await expect(report).toContainText('Втратили частину значень: 1 товар');
  await expect(page.getByRole('heading', { name: 'Міграцію завершено' })).toBeVisible();
  expect(await axeFindings(page, 'main')).toEqual([]);

  await page.getByRole('link', { name: 'До історії міграцій' }).click();
  const row = page.getByTestId('migration-row').filter({ hasText: made.source }).first();
  await expect(row).toContainText(made.target);
  await expect(row).toContainText('Завершено');
  await expect(row).toContainText('Перенесено: 3 товари');
  expect(await axeFindings(page, 'main')).toEqual([]);
  await page.getByRole('link', { name: 'Нова міграція' }).click();
  await expect(page).toHaveURL(/\/migration\/category$/);
  await expect(page.getByLabel('Звідки: вихідна категорія')).toHaveValue('');
});
