import type { District } from '@srd/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { tenant } from '../organisation/tables.js';
import { addressBuilding, addressEstate } from './tables.js';

type Owner = 'shared' | 'City Recycling' | 'Science Park Campus';
interface DemoEstate {
  owner: Owner;
  names: [string, string, string];
  address: [string, string, string];
  district: District;
  lon: number;
  lat: number;
  /** Its blocks: how many and their floors. */
  floors: number[];
}

/** Real Hong Kong public housing estates at their approximate locations; the blocks are illustrative. */
const DEMO_ESTATES: DemoEstate[] = [
  {
    owner: 'City Recycling',
    names: ['Lok Fu Estate', '樂富邨', '乐富邨'],
    address: ['Lok Fu, Kowloon', '九龍樂富', '九龙乐富'],
    district: 'wongTaiSin',
    lon: 114.187,
    lat: 22.338,
    floors: [26, 26, 17],
  },
  {
    owner: 'City Recycling',
    names: ['Shek Kip Mei Estate', '石硤尾邨', '石硖尾邨'],
    address: ['Shek Kip Mei, Kowloon', '九龍石硤尾', '九龙石硖尾'],
    district: 'shamShuiPo',
    lon: 114.167,
    lat: 22.333,
    floors: [28, 24, 24],
  },
  {
    owner: 'City Recycling',
    names: ['Ping Shek Estate', '坪石邨', '坪石邨'],
    address: ['Ping Shek, Kowloon', '九龍坪石', '九龙坪石'],
    district: 'kwunTong',
    lon: 114.213,
    lat: 22.335,
    floors: [24, 24],
  },
  {
    owner: 'City Recycling',
    names: ['Lek Yuen Estate', '瀝源邨', '沥源邨'],
    address: ['Lek Yuen Street, Sha Tin', '沙田瀝源街', '沙田沥源街'],
    district: 'shaTin',
    lon: 114.188,
    lat: 22.381,
    floors: [20, 20, 16],
  },
  {
    owner: 'Science Park Campus',
    names: ['Fu Shin Estate', '富善邨', '富善邨'],
    address: ['On Po Road, Tai Po', '大埔安埔路', '大埔安埔路'],
    district: 'taiPo',
    lon: 114.169,
    lat: 22.452,
    floors: [35, 35],
  },
  {
    owner: 'Science Park Campus',
    names: ['Kwai Chung Estate', '葵涌邨', '葵涌邨'],
    address: ['Kwai Chung, New Territories', '新界葵涌', '新界葵涌'],
    district: 'kwaiTsing',
    lon: 114.131,
    lat: 22.37,
    floors: [40, 40, 38],
  },
  {
    owner: 'shared',
    names: ['Choi Hung Estate', '彩虹邨', '彩虹邨'],
    address: ['Choi Hung Road, Kowloon', '九龍彩虹道', '九龙彩虹道'],
    district: 'wongTaiSin',
    lon: 114.2065,
    lat: 22.3345,
    floors: [21, 21, 20, 20],
  },
  {
    owner: 'shared',
    names: ['So Uk Estate', '蘇屋邨', '苏屋邨'],
    address: ['Po On Road, Sham Shui Po', '深水埗保安道', '深水埗保安道'],
    district: 'shamShuiPo',
    lon: 114.156,
    lat: 22.3395,
    floors: [41, 41],
  },
  {
    owner: 'shared',
    names: ['Wah Fu Estate', '華富邨', '华富邨'],
    address: ['Wah Fu Road, Pok Fu Lam', '薄扶林華富道', '薄扶林华富道'],
    district: 'southern',
    lon: 114.136,
    lat: 22.25,
    floors: [19, 19, 26],
  },
  {
    owner: 'shared',
    names: ['Oi Man Estate', '愛民邨', '爱民邨'],
    address: ['Chung Hau Street, Ho Man Tin', '何文田忠孝街', '何文田忠孝街'],
    district: 'kowloonCity',
    lon: 114.18,
    lat: 22.311,
    floors: [22, 22],
  },
  {
    owner: 'shared',
    names: ['Tai Hing Estate', '大興邨', '大兴邨'],
    address: ['Tsun Wen Road, Tuen Mun', '屯門震寰路', '屯门震寰路'],
    district: 'tuenMun',
    lon: 113.968,
    lat: 22.402,
    floors: [27, 27, 27],
  },
  {
    owner: 'shared',
    names: ['Tin Shui Estate', '天瑞邨', '天瑞邨'],
    address: ['Tin Shui Wai, Yuen Long', '元朗天水圍', '元朗天水围'],
    district: 'yuenLong',
    lon: 114.004,
    lat: 22.456,
    floors: [38, 38],
  },
  {
    owner: 'shared',
    names: ['Yiu Tung Estate', '耀東邨', '耀东邨'],
    address: ['Yiu Hing Road, Shau Kei Wan', '筲箕灣耀興道', '筲箕湾耀兴道'],
    district: 'eastern',
    lon: 114.224,
    lat: 22.28,
    floors: [35, 35],
  },
];

const NUMERALS = ['一', '二', '三', '四'];

/** A dozen estates, shared and per demo tenant, each with a few blocks. */
export async function seedDemoAddresses(tx: Tx): Promise<void> {
  const tenantId = async (owner: Owner) => {
    if (owner === 'shared') return null;
    const [found] = await tx.select({ id: tenant.id }).from(tenant).where(eq(tenant.name, owner));
    return found?.id ?? null;
  };
  for (const estate of DEMO_ESTATES) {
    const [name, nameCht, nameChs] = estate.names;
    const [address, addressCht, addressChs] = estate.address;
    const [created] = await tx
      .insert(addressEstate)
      .values({
        tid: await tenantId(estate.owner),
        name,
        nameCht,
        nameChs,
        address,
        addressCht,
        addressChs,
        district: estate.district,
        lon: estate.lon,
        lat: estate.lat,
      })
      .returning({ id: addressEstate.id });
    await tx.insert(addressBuilding).values(
      estate.floors.map((floors, index) => ({
        estateId: created!.id,
        name: `Block ${index + 1}`,
        nameCht: `第${NUMERALS[index]}座`,
        nameChs: `第${NUMERALS[index]}座`,
        floors,
      })),
    );
  }
}
