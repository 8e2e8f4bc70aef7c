import { gtinCheckDigit } from '@srd/contract';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { kioskMaterialType } from '../material-type/tables.js';
import { barcode } from './tables.js';

/** A Hong Kong (GS1 489) EAN-13 from its first twelve digits. */
const ean13 = (body: string) => body + gtinCheckDigit(body);

/** Drinks sold in Hong Kong that the RVMs take; runs after the material types' demo rows. */
export async function seedDemoBarcodes(tx: Tx): Promise<void> {
  const materials = await tx
    .select()
    .from(kioskMaterialType)
    .where(inArray(kioskMaterialType.code, ['PET', 'ALU_CAN', 'TETRA_PAK']));
  const id = (code: string) => materials.find((material) => material.code === code)!.id;
  await tx.insert(barcode).values([
    {
      barcode: ean13('489100100001'),
      materialTypeId: id('PET'),
      name: 'Distilled water 500 ml',
      nameCht: '蒸餾水 500 毫升',
      nameChs: '蒸馏水 500 毫升',
      brand: 'Harbour Spring',
      volumeMl: 500,
      weightG: 18,
    },
    {
      barcode: ean13('489100100002'),
      materialTypeId: id('PET'),
      name: 'Distilled water 1.5 L',
      nameCht: '蒸餾水 1.5 公升',
      nameChs: '蒸馏水 1.5 升',
      brand: 'Harbour Spring',
      volumeMl: 1500,
      weightG: 32,
    },
    {
      barcode: ean13('489100200011'),
      materialTypeId: id('PET'),
      name: 'Lemon tea 500 ml',
      nameCht: '檸檬茶 500 毫升',
      nameChs: '柠檬茶 500 毫升',
      brand: 'Lantau Tea',
      volumeMl: 500,
      weightG: 21,
    },
    {
      barcode: ean13('489100200012'),
      materialTypeId: id('TETRA_PAK'),
      name: 'Lemon tea carton 250 ml',
      nameCht: '紙包檸檬茶 250 毫升',
      nameChs: '纸包柠檬茶 250 毫升',
      brand: 'Lantau Tea',
      volumeMl: 250,
      weightG: 10,
    },
    {
      barcode: ean13('489100300021'),
      materialTypeId: id('ALU_CAN'),
      name: 'Cola 330 ml can',
      nameCht: '可樂 330 毫升罐裝',
      nameChs: '可乐 330 毫升罐装',
      brand: 'Victoria Cola',
      volumeMl: 330,
      weightG: 13,
    },
    {
      barcode: ean13('489100300022'),
      materialTypeId: id('ALU_CAN'),
      name: 'Zero sugar cola 330 ml can',
      nameCht: '無糖可樂 330 毫升罐裝',
      nameChs: '无糖可乐 330 毫升罐装',
      brand: 'Victoria Cola',
      volumeMl: 330,
      weightG: 13,
    },
    {
      barcode: ean13('489100400031'),
      materialTypeId: id('TETRA_PAK'),
      name: 'Soy milk 250 ml',
      nameCht: '豆奶 250 毫升',
      nameChs: '豆奶 250 毫升',
      brand: 'Kowloon Dairy Farm',
      volumeMl: 250,
      weightG: 9,
    },
    {
      barcode: '036000291452',
      materialTypeId: id('PET'),
      name: 'Imported sparkling water 500 ml',
      nameCht: '進口有氣礦泉水 500 毫升',
      nameChs: '进口有气矿泉水 500 毫升',
      brand: null,
      volumeMl: 500,
      weightG: 20,
      status: 0,
    },
  ]);
}
