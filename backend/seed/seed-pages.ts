import { inserter, type SeedContext } from "./seed-context";

/** Policy and about pages (HTML) in English and Arabic. */

const PAGES: Record<string, [string, string]> = {
  about_us: [
    `<h2>About Souq Express</h2><p>Souq Express is a Dubai marketplace for food, groceries, medicines, shopping and parcel delivery. We partner with local restaurants, supermarkets, pharmacies and shops so you can order everything you need from one place.</p><p>Our couriers deliver across Downtown Dubai, Dubai Marina and Deira, seven days a week.</p>`,
    `<h2>عن سوق إكسبرس</h2><p>سوق إكسبرس منصة في دبي لتوصيل الطعام والبقالة والأدوية والتسوق والطرود. نتعاون مع المطاعم والسوبرماركت والصيدليات والمتاجر المحلية لتطلب كل ما تحتاجه من مكان واحد.</p><p>يوصل مندوبونا في وسط مدينة دبي ودبي مارينا وديرة طوال أيام الأسبوع.</p>`,
  ],
  terms_and_conditions: [
    `<h2>Terms and Conditions</h2><p>By using Souq Express you agree to these terms. Orders are contracts between you and the store; Souq Express arranges delivery and payment.</p><h3>Orders</h3><p>Prices include VAT where stated. A store may cancel an order if an item is unavailable; any payment is refunded.</p><h3>Accounts</h3><p>Keep your password private. You are responsible for activity on your account.</p>`,
    `<h2>الشروط والأحكام</h2><p>باستخدامك سوق إكسبرس فإنك توافق على هذه الشروط. الطلبات عقود بينك وبين المتجر، ويتولى سوق إكسبرس ترتيب التوصيل والدفع.</p><h3>الطلبات</h3><p>تشمل الأسعار ضريبة القيمة المضافة حيثما ذُكر. يجوز للمتجر إلغاء الطلب إذا لم يتوفر صنف ما، ويُسترد أي مبلغ مدفوع.</p><h3>الحسابات</h3><p>حافظ على سرية كلمة المرور. أنت مسؤول عن النشاط على حسابك.</p>`,
  ],
  privacy_policy: [
    `<h2>Privacy Policy</h2><p>We collect the information needed to deliver your orders: your name, phone number, email, delivery addresses and order history.</p><p>We share your delivery details only with the store and courier handling your order. We never sell your data.</p><p>You can delete your account at any time from your profile.</p>`,
    `<h2>سياسة الخصوصية</h2><p>نجمع المعلومات اللازمة لتوصيل طلباتك: اسمك ورقم هاتفك وبريدك الإلكتروني وعناوين التوصيل وسجل الطلبات.</p><p>نشارك بيانات التوصيل فقط مع المتجر والمندوب المسؤولين عن طلبك، ولا نبيع بياناتك أبداً.</p><p>يمكنك حذف حسابك في أي وقت من ملفك الشخصي.</p>`,
  ],
  refund_policy: [
    `<h2>Refund Policy</h2><p>If an item is missing, damaged or not as described, request a refund from the order page within 24 hours of delivery. Approved refunds go back to your wallet or original payment method within 5–7 working days.</p>`,
    `<h2>سياسة الاسترداد</h2><p>إذا كان أحد الأصناف مفقوداً أو تالفاً أو مختلفاً عن الوصف، اطلب الاسترداد من صفحة الطلب خلال 24 ساعة من التوصيل. تُعاد المبالغ المعتمدة إلى محفظتك أو وسيلة الدفع الأصلية خلال 5 إلى 7 أيام عمل.</p>`,
  ],
  shipping_policy: [
    `<h2>Shipping Policy</h2><p>Delivery fees depend on distance and are shown before you pay. Orders over AED 150 ship free. Shop orders are delivered within 1–4 days; restaurant, grocery and pharmacy orders usually arrive within the time shown on the store.</p>`,
    `<h2>سياسة الشحن</h2><p>تعتمد رسوم التوصيل على المسافة وتظهر قبل الدفع. الطلبات التي تزيد على 150 درهماً توصل مجاناً. تُسلَّم طلبات المتاجر خلال 1 إلى 4 أيام، بينما تصل طلبات المطاعم والبقالة والصيدليات عادةً خلال الوقت الظاهر على المتجر.</p>`,
  ],
  cancellation_policy: [
    `<h2>Cancellation Policy</h2><p>You can cancel an order while it is pending. Once the store confirms it, contact support. Paid orders cancelled in time are refunded in full.</p>`,
    `<h2>سياسة الإلغاء</h2><p>يمكنك إلغاء الطلب ما دام قيد الانتظار. بعد أن يؤكده المتجر، تواصل مع خدمة العملاء. تُسترد قيمة الطلبات المدفوعة الملغاة في الوقت المناسب بالكامل.</p>`,
  ],
};

export function seedPages(ctx: SeedContext) {
  const add = inserter(ctx.db, "static_pages", ["key", "locale", "content"]);
  for (const [key, [en, ar]] of Object.entries(PAGES)) {
    add({ key, locale: "en", content: en });
    add({ key, locale: "ar", content: ar });
  }
}
