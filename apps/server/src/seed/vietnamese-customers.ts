/**
 * Realistic Vietnamese customers for the benchmarks: family names in roughly their real
 * shares (Nguyễn ~38 %), common middle and given names with their diacritics, shops and
 * companies, mobile numbers and street addresses. Deterministic for a given random source.
 */

/** A list written as `a|b|c`, over several lines: prettier would put one item a line. */
function words(text: string): string[] {
  return text
    .split(/[|\n]/)
    .map((word) => word.trim())
    .filter(Boolean);
}

/** `Nguyễn:380 Trần:110 …` → [name, weight] pairs. */
function weighted(text: string): [string, number][] {
  return text
    .trim()
    .split(/\s+/)
    .map((pair) => {
      const [name, weight] = pair.split(':');
      return [name!, Number(weight)];
    });
}

/** Family names with their weight in ‰, after published surname surveys (Nguyễn ~38 %). */
const FAMILY = weighted(`
Nguyễn:380 Trần:110 Lê:95 Phạm:70 Hoàng:30 Huỳnh:25 Phan:45 Vũ:20 Võ:19 Đặng:21 Bùi:20
Đỗ:14 Hồ:13 Ngô:13 Dương:10 Lý:5 Đinh:8 Trương:8 Lâm:6 Mai:6 Trịnh:5 Đào:5 Cao:4 Lương:4
Tạ:3 Quách:2 Thái:3 Châu:3 La:2 Tô:2 Kiều:2 Hà:4 Lưu:3 Chu:2`);
// Văn and Thị are by far the most common middle names, hence their repeats.
const MIDDLE_MALE = words(`
Văn|Văn|Văn|Văn|Văn|Văn|Văn|Văn|Hữu|Đức|Minh|Quốc|Thanh|Công|Xuân|Hoàng|Gia|Bảo|Trọng|Đình|Anh|Tấn|Ngọc`);
const MIDDLE_FEMALE = words(`
Thị|Thị|Thị|Thị|Thị|Thị|Thị|Thị|Ngọc|Thu|Thanh|Kim|Mỹ|Hồng|Phương|Bích|Thùy|Minh|Hoài|Diệu|Tuyết`);
const GIVEN_MALE = words(`
An|Bình|Cường|Dũng|Đạt|Hải|Hiếu|Hoàng|Hùng|Huy|Khánh|Khoa|Kiên|Long|Lộc|Minh|Nam|Nghĩa|
Phát|Phong|Phúc|Quang|Quân|Sơn|Tài|Tâm|Thắng|Thành|Thịnh|Toàn|Trung|Tú|Tuấn|Việt|Vinh|Vũ`);
const GIVEN_FEMALE = words(`
An|Anh|Châu|Chi|Dung|Duyên|Giang|Hà|Hạnh|Hằng|Hiền|Hoa|Hồng|Huệ|Hương|Lan|Liên|Linh|Loan|
Mai|My|Ngân|Ngọc|Nhung|Oanh|Phượng|Quyên|Tâm|Thảo|Thủy|Trang|Trinh|Uyên|Vân|Vy|Yến`);
const SHOP_KIND = words(`
Cửa hàng|Đại lý|Tạp hóa|Nhà thuốc|Vật liệu xây dựng|Điện máy|Nông sản|Phụ tùng`);
const COMPANY_KIND = words(`
Công ty TNHH|Công ty CP|Doanh nghiệp tư nhân|HTX`);
const COMPANY_WORD = words(`
Thương mại|Vận tải|Xây dựng|Thực phẩm|Điện tử|May mặc|Nông nghiệp|Gỗ|Dược phẩm|Thủy sản`);
const PLACE_WORD = words(`
Sài Gòn|Hà Thành|Miền Tây|Phương Nam|Đông Á|Hưng Thịnh|Phú Quý|Thành Đạt|Kim Ngân|
Tân Phát|Hòa Bình|Đại Việt`);
const STREETS = words(`
Lê Lợi|Trần Hưng Đạo|Nguyễn Huệ|Hai Bà Trưng|Lý Thường Kiệt|Hàng Bạc|Hàng Đào|Hàng Mã|
Phan Đình Phùng|Điện Biên Phủ|Cách Mạng Tháng Tám|Võ Văn Tần|Nguyễn Trãi|Quang Trung|
Lê Duẩn|Bạch Đằng|Hùng Vương|Ngô Quyền|Tôn Đức Thắng|Phạm Văn Đồng`);
const MOBILE_PREFIXES = words(`
090|093|089|070|079|077|091|094|088|098|097|096|086|032|033|034|035|036|037|038|039|081|
082|083|084|085|056|058|059|099|028|024`);

type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)]!;

const familyTotal = FAMILY.reduce((sum, [, weight]) => sum + weight, 0);
function familyName(random: Random): string {
  let r = random() * familyTotal;
  for (const [name, weight] of FAMILY) {
    r -= weight;
    if (r < 0) return name;
  }
  return FAMILY[0]![0];
}

/** A person (88 %), a shop (8 %) or a company (4 %), as a depot's customer list reads. */
export function customerName(random: Random): string {
  const kind = random();
  if (kind < 0.08) {
    const owner = random() < 0.5 ? pick(random, GIVEN_FEMALE) : pick(random, GIVEN_MALE);
    return `${pick(random, SHOP_KIND)} ${owner}`;
  }
  if (kind < 0.12) {
    return `${pick(random, COMPANY_KIND)} ${pick(random, COMPANY_WORD)} ${pick(random, PLACE_WORD)}`;
  }
  return personName(random);
}

/** A person's full name: family, middle (one in five has two) and given name. */
export function personName(random: Random): string {
  const female = random() < 0.5;
  const middle = pick(random, female ? MIDDLE_FEMALE : MIDDLE_MALE);
  const given = pick(random, female ? GIVEN_FEMALE : GIVEN_MALE);
  // One in five carries a second middle name: Nguyễn Thị Ngọc Ánh.
  const second = random() < 0.2 ? ` ${pick(random, female ? MIDDLE_FEMALE : MIDDLE_MALE)}` : '';
  return `${familyName(random)} ${middle}${second} ${given}`;
}

/** A ten-digit mobile or landline number. */
export function phoneNumber(random: Random): string {
  return pick(random, MOBILE_PREFIXES) + String(Math.floor(random() * 1e7)).padStart(7, '0');
}

/** '125 Lê Lợi', '12/4 Hàng Bạc', 'Kiệt 34 Hùng Vương', or empty (one in ten). */
export function houseNumber(random: Random): string {
  const r = random();
  if (r < 0.1) return '';
  const n = 1 + Math.floor(random() * 400);
  const street = pick(random, STREETS);
  if (r < 0.25) return `${n}/${1 + Math.floor(random() * 30)} ${street}`;
  if (r < 0.32) return `Kiệt ${n} ${street}`;
  return `${n} ${street}`;
}
