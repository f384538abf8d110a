import { defineMessages } from '@kramar/contract';

/** What the products module says to a person: Ukrainian inside, English at the door. */
export const productMessages = defineMessages(
  {
    eanChecksum: 'Штрихкод EAN-13 не сходиться: остання цифра — контрольна. Перевірте цифри.',
    oldPriceAbove: 'Стара ціна має бути більшою за ціну або порожньою.',
    notInCategory: 'Цього атрибута немає в наборі основної категорії товару.',
    fieldNotUsed: 'Це поле не для атрибута такого типу.',
    valueForeign: 'Оберіть значення цього атрибута.',
    valueRepeated: 'Це значення вже обрано.',
    attributeRepeated: 'Цей атрибут уже має значення в іншому рядку.',
    requiredAttribute: (title: string) => `Заповніть атрибут «${title}»: він обов’язковий у цій категорії.`,
    ids: 'Оберіть товари: їх немає або список порожній.',
    categories: 'Оберіть категорії.',
    mode: 'Оберіть дію: додати, прибрати чи замінити.',
    itemFailed: (name: string, message: string) => `«${name}»: ${message}`,
    discountMissing: 'Вкажіть знижку у відсотках.',
    priceMissing: 'Вкажіть ціну товару в комплекті.',
    ownProduct: 'Товар комплекту не може бути його ж позицією.',
  },
  {
    eanChecksum: 'The EAN-13 barcode does not add up: the last digit is a check digit. Check the digits.',
    oldPriceAbove: 'The old price must be above the price, or empty.',
    notInCategory: 'This attribute is not in the set of the product’s main category.',
    fieldNotUsed: 'This field is not for an attribute of this type.',
    valueForeign: 'Choose one of this attribute’s values.',
    valueRepeated: 'This value is already chosen.',
    attributeRepeated: 'This attribute already has a value in another row.',
    requiredAttribute: (title: string) => `Fill in the attribute “${title}”: it is required in this category.`,
    ids: 'Choose products: they do not exist or the list is empty.',
    categories: 'Choose categories.',
    mode: 'Choose what to do: add, remove or replace.',
    itemFailed: (name: string, message: string) => `“${name}”: ${message}`,
    discountMissing: 'Enter the discount in percent.',
    priceMissing: 'Enter the item’s price in the kit.',
    ownProduct: 'The kit’s own product cannot be one of its items.',
  },
);
