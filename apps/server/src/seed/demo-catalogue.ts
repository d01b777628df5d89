/**
 * What a Vietnamese freight depot carries, for the demo depot (`npm run seed:demo`):
 * specifications, a goods catalogue with plausible weights and freight prices, notes, vehicles
 * and their drivers. Plain data; demo-goods.ts turns it into rows with set-based SQL.
 */
import { normalizePlate } from '@depot/shared/cars/cars.rules';
import { personName } from './vietnamese-customers';

/** About thirty packing units, as the depot's staff write them. */
export const DEMO_SPECIFICATIONS = [
  'Thùng',
  'Bao',
  'Kiện nhỏ',
  'Kiện lớn',
  'Pallet',
  'Cuộn',
  'Két',
  'Can',
  'Thùng xốp',
  'Bì',
  'Hộp',
  'Tấm',
  'Cây',
  'Bó',
  'Chiếc',
  'Bộ',
  'Lốc',
  'Phuy',
  'Bình',
  'Giỏ',
  'Sọt',
  'Túi',
  'Gói',
  'Khối',
  'Ram',
  'Thanh',
  'Cặp',
  'Thùng gỗ',
  'Bao tải',
  'Xấp',
] as const;

export type CatalogueItem = {
  name: string;
  /** The unit when priced per kg (packages have none: `Kiện`). */
  spec: (typeof DEMO_SPECIFICATIONS)[number];
  /** Weight of one unit, kg. */
  kg: [number, number];
  /** At most this many units on one line; small quantities are the most common. */
  maxQty: number;
  /** Bulky or fragile goods are mostly charged per package, the rest per kg. */
  perPackage: boolean;
  /** Freight per package in đồng when charged so. */
  packagePrice: [number, number];
};

/**
 * `name | spec | kg from-to | max quantity | P(er package) or K(g) | package price from-to`,
 * most frequent first (demo-goods.ts picks the first ones more often).
 */
const CATALOGUE_TEXT = `
Thùng hàng tạp hóa|Thùng|5-25|30|K|20000-45000
Bao gạo 50kg|Bao|50-50|40|K|60000-80000
Linh kiện điện tử|Thùng|2-15|20|K|30000-60000
Phụ tùng xe máy|Thùng|5-30|15|K|30000-70000
Thùng sơn|Thùng|18-22|30|K|25000-40000
Quần áo may sẵn|Bao|10-30|25|K|30000-60000
Thùng nước ngọt|Lốc|8-12|60|K|15000-25000
Bao phân bón|Bao|25-50|40|K|40000-70000
Tủ lạnh|Chiếc|40-90|4|P|150000-350000
Máy giặt|Chiếc|55-80|4|P|150000-300000
Trái cây (sầu riêng)|Sọt|15-30|20|K|40000-80000
Thanh long|Sọt|10-20|30|K|30000-60000
Cà phê nhân|Bao|60-60|20|K|70000-90000
Vải cuộn|Cuộn|15-40|20|K|30000-70000
Giày dép|Thùng|8-20|20|K|25000-50000
Bao xi măng|Bao|50-50|50|K|50000-70000
Thép cây|Bó|80-200|10|K|100000-250000
Tôn lợp|Tấm|5-15|50|K|20000-40000
Ống nhựa PVC|Bó|10-30|20|K|30000-60000
Gạch men|Thùng|20-30|40|K|25000-40000
Tivi|Chiếc|8-25|5|P|100000-250000
Máy lạnh|Bộ|30-60|4|P|150000-300000
Quạt điện|Thùng|4-8|15|P|30000-60000
Nồi cơm điện|Thùng|3-6|20|P|25000-45000
Xe máy|Chiếc|95-120|2|P|400000-700000
Xe đạp|Chiếc|12-18|5|P|100000-200000
Bàn ghế gỗ|Bộ|30-80|4|P|200000-450000
Nệm cao su|Cuộn|15-35|6|P|120000-250000
Thùng mì gói|Thùng|2.5-3.5|60|K|10000-20000
Nước mắm|Thùng|12-15|30|K|25000-40000
Dầu ăn|Thùng|18-20|30|K|25000-40000
Bánh kẹo|Thùng|3-8|40|K|15000-30000
Sữa hộp|Thùng|10-12|40|K|20000-35000
Thuốc bảo vệ thực vật|Can|5-20|20|K|30000-60000
Hạt điều|Thùng|10-25|15|K|35000-60000
Hải sản đông lạnh|Thùng xốp|15-30|20|K|50000-90000
Rau củ Đà Lạt|Sọt|15-30|30|K|30000-50000
Giấy in A4|Ram|2.3-2.6|100|K|8000-15000
Sách vở|Thùng|10-20|20|K|25000-40000
Dược phẩm|Thùng|3-10|20|P|40000-80000
Máy bơm nước|Thùng|8-25|5|P|60000-120000
Bình gas|Bình|25-27|10|P|60000-90000
Lốp xe tải|Chiếc|40-70|8|P|80000-150000
Ắc quy|Thùng|15-30|10|K|40000-70000
Dây điện|Cuộn|5-25|20|K|25000-50000
Gỗ ván ép|Tấm|15-30|30|K|30000-50000
Kính cường lực|Tấm|20-60|10|P|150000-300000
Đồ nhựa gia dụng|Bao tải|5-15|30|K|20000-40000
Hàng mỹ phẩm|Hộp|1-5|40|P|20000-40000
Máy tính xách tay|Hộp|2-4|10|P|80000-150000
Điện thoại di động|Hộp|0.5-2|20|P|50000-100000
Chậu cây cảnh|Chiếc|5-40|15|P|50000-150000
Thức ăn chăn nuôi|Bao|25-25|60|K|30000-45000
Đường cát|Bao|50-50|40|K|60000-80000
Muối hạt|Bao|50-50|40|K|50000-70000
Pallet hàng tổng hợp|Pallet|300-800|3|P|500000-1200000
Phuy dầu nhớt|Phuy|180-200|4|K|250000-400000
Khung nhôm|Thanh|3-8|60|K|10000-20000
Tài liệu hồ sơ|Bì|0.2-1|10|P|20000-30000
Hàng gửi kiện nhỏ|Kiện nhỏ|1-10|5|P|20000-50000
Hàng gửi kiện lớn|Kiện lớn|20-80|5|P|80000-200000
`;

function range(text: string): [number, number] {
  const [from, to] = text.split('-').map(Number);
  return [from!, to!];
}

export const DEMO_CATALOGUE: CatalogueItem[] = CATALOGUE_TEXT.trim()
  .split('\n')
  .map((line) => {
    const [name, spec, kg, maxQty, kind, packagePrice] = line.split('|');
    return {
      name: name!,
      spec: spec as CatalogueItem['spec'],
      kg: range(kg!),
      maxQty: Number(maxQty),
      perPackage: kind === 'P',
      packagePrice: range(packagePrice!),
    };
  });

/** What staff write in the note of about one line in six. */
export const DEMO_NOTES = [
  'Hàng dễ vỡ',
  'Hàng dễ vỡ, không xếp chồng',
  'Giao trước 10 giờ',
  'Gọi điện trước khi giao',
  'Thu hộ tiền hàng',
  'Hàng lạnh, giao trong ngày',
  'Không lật ngược',
  'Giao tận nơi',
  'Khách tự đến lấy',
  'Kiểm đếm kỹ khi nhận',
  'Hàng gửi kèm hóa đơn đỏ',
  'Chờ khách báo mới giao',
] as const;

/** Province codes of Vietnamese plates, busiest routes first (Hồ Chí Minh, Hà Nội, Bình Dương…). */
const PLATE_PROVINCES = [51, 50, 29, 30, 61, 60, 72, 43, 65, 92, 36, 15, 37, 74, 75, 79, 47, 49];

export type DemoCar = { number_car: string; driver_name: string; total_weight: number };

/** `count` trucks (series C, 5-digit plates like 51C-123.45), capacities 1.5 to 15 tons. */
export function demoCars(count: number, random: () => number): DemoCar[] {
  const cars: DemoCar[] = [];
  const seen = new Set<string>();
  while (cars.length < count) {
    const province = PLATE_PROVINCES[Math.floor(random() * PLATE_PROVINCES.length)]!;
    const digits = String(10_000 + Math.floor(random() * 90_000));
    const number_car = normalizePlate(`${province}C${digits}`);
    if (seen.has(number_car)) continue;
    seen.add(number_car);
    // Trucks come in classes: 1.5, 2.5, 3.5, 5, 8, 10 and 15 tons.
    const classes = [1500, 2500, 3500, 5000, 8000, 10_000, 15_000];
    const total_weight = classes[Math.floor(random() * classes.length)]!;
    const driver_name = personName(random);
    cars.push({ number_car, driver_name, total_weight });
  }
  return cars;
}
