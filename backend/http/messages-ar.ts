/**
 * Arabic for the messages this backend answers with (`message`, `errors[].message`), used by
 * localise.ts when the request says `X-localization: ar`, as the real 6amMart backend translates
 * its own. `MESSAGES_AR` has every fixed English message; `MESSAGE_PATTERNS_AR` the ones built
 * at runtime (field names, numbers, item names). Where the storefront's own Arabic locale
 * (public/locales/ar) already says the same sentence, the Arabic is the locale's, so the site
 * reads the same whichever side worded it. tests/backend/localise.test.ts scans backend/ for
 * messages: a new English message needs its Arabic here.
 *
 * Not here on purpose: Firebase's own codes relayed as messages ("INVALID_CODE", ...), which the
 * real backend passes through untouched as well.
 */
export const MESSAGES_AR: Readonly<Record<string, string>> = {
  // generic answers
  "Route not found.": "المسار غير موجود.",
  "Something went wrong on the server.": "حدث خطأ في الخادم.",
  "The request body is invalid.": "بيانات الطلب غير صالحة.",
  "The request was aborted.": "تم إلغاء الطلب.",
  "New applications cannot be accepted at the moment. Please try again later.":
    "لا يمكن قبول طلبات انضمام جديدة حاليًا. يرجى المحاولة لاحقًا.",
  "Compressed multipart bodies are not accepted.": "لا تُقبل النماذج المضغوطة.",
  "Unauthenticated.": "يرجى تسجيل الدخول.",
  "Module id is required!": "معرّف النشاط مطلوب!",
  "Zone id is required!": "معرّف المنطقة مطلوب!",
  "Not found!": "غير موجود!",
  "The x-localization field is required.": "حقل اللغة (x-localization) مطلوب.",
  "Longitude and latitude are required.": "خطا الطول والعرض مطلوبان.",
  "The selected list type is invalid.": "نوع القائمة المحدد غير صالح.",
  "Place not found.": "المكان غير موجود.",
  "Service not available in this area": "الخدمة غير متوفرة في هذه المنطقة",
  "We are temporarily unavailable in this area": "الخدمة متوقفة مؤقتًا في هذه المنطقة",
  "Subscription successful": "تم الاشتراك بنجاح",
  "Product not found!": "المنتج غير موجود!",
  "Item not found.": "المنتج غير موجود.",
  "Store not found.": "المتجر غير موجود.",
  // the stock profile's take-away without a point (6amMart's own wording, no period)
  "Store not found": "المتجر غير موجود",

  // sign-in, sign-up, OTP, password
  "Guest verified": "تم التحقق من الزائر",
  "Manual login is not active.": "تسجيل الدخول بكلمة المرور غير مفعّل.",
  "OTP login is not active.": "تسجيل الدخول برمز التحقق غير مفعّل.",
  "OTP login verifies phone numbers only.": "تسجيل الدخول برمز التحقق يتحقق من أرقام الهواتف فقط.",
  "Email or password does not match": "البريد الإلكتروني أو كلمة المرور غير صحيحة",
  "Your account is blocked": "تم حظر حسابك",
  "No account uses this phone number.": "لا يوجد حساب مرتبط برقم الهاتف هذا.",
  "The otp field is required.": "حقل رمز التحقق مطلوب.",
  "The phone field is required.": "حقل رقم الهاتف مطلوب.",
  "The email field is required.": "حقل البريد الإلكتروني مطلوب.",
  "The email must be a valid email address.": "يجب أن يكون البريد الإلكتروني عنوانًا صالحًا.",
  "The email has already been taken.": "هذا البريد الإلكتروني مسجّل من قبل.",
  "The phone has already been taken.": "رقم الهاتف هذا مسجّل من قبل.",
  "The phone must contain digits only, with an optional leading +.":
    "يجب أن يحتوي رقم الهاتف على أرقام فقط، مع علامة + اختيارية في أوله.",
  "Referral earning is not active.": "مكافآت الإحالة غير مفعّلة.",
  "Referer code not found.": "رمز الإحالة غير موجود.",
  "Invalid OTP.": "رمز التحقق غير صالح.",
  "OTP does not match": "رمز التحقق غير صحيح",
  "Too many attempts. Please try again later.": "محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى لاحقًا.",
  "OTP sent successfully": "تم إرسال رمز التحقق بنجاح",
  "OTP found, you can proceed": "رمز التحقق صحيح، يمكنك المتابعة",
  "Password did not match.": "كلمتا المرور غير متطابقتين.",
  "Password changed successfully.": "تم تغيير كلمة المرور بنجاح.",
  "User not found!": "المستخدم غير موجود!",
  "User not found.": "المستخدم غير موجود.",
  "User not found": "المستخدم غير موجود",
  "Phone number is already verified": "تم التحقق من رقم الهاتف من قبل",
  "Email is already verified": "تم التحقق من البريد الإلكتروني من قبل",
  "Firebase phone verification is not active.": "التحقق من الهاتف عبر Firebase غير مفعّل.",
  "Firebase phone verification is not configured on this server.":
    "التحقق من الهاتف عبر Firebase غير مهيأ على هذا الخادم.",
  "Firebase could not be reached.": "تعذّر الاتصال بـ Firebase.",
  "The verified phone number does not match.": "رقم الهاتف الذي تم التحقق منه غير مطابق.",
  "The sign-in provider could not be reached.": "تعذّر الاتصال بمزوّد تسجيل الدخول.",
  "wrong credential.": "بيانات الدخول غير صحيحة.",
  "This account already has a phone number.": "هذا الحساب لديه رقم هاتف بالفعل.",
  "Personal info already exists": "المعلومات الشخصية موجودة بالفعل",
  "Please verify your phone number again to complete your profile.":
    "يرجى التحقق من رقم هاتفك مرة أخرى لإكمال ملفك الشخصي.",
  "Logged out successfully.": "تم تسجيل الخروج بنجاح.",
  "The current password field is required.": "حقل كلمة المرور الحالية مطلوب.",
  "The current password is incorrect.": "كلمة المرور الحالية غير صحيحة.",
  "This account has no password yet. Use Forgot password to set one.":
    "لا توجد كلمة مرور لهذا الحساب بعد. استخدم «نسيت كلمة المرور» لتعيين واحدة.",
  "The password field is required.": "حقل كلمة المرور مطلوب.",
  "The password may not be greater than 255 characters.":
    "يجب ألا يتجاوز طول كلمة المرور 255 حرفًا.",
  "The password must be at least 8 characters.": "يجب ألا تقل كلمة المرور عن 8 أحرف.",
  "The password must contain at least one uppercase and one lowercase letter.":
    "يجب أن تحتوي كلمة المرور على حرف كبير وحرف صغير على الأقل.",
  "The password must contain at least one letter.":
    "يجب أن تحتوي كلمة المرور على حرف واحد على الأقل.",
  "The password must contain at least one symbol.":
    "يجب أن تحتوي كلمة المرور على رمز واحد على الأقل.",
  "The password must contain at least one number.":
    "يجب أن تحتوي كلمة المرور على رقم واحد على الأقل.",
  "The given password has appeared in a data leak. Please choose a different password.":
    "ظهرت كلمة المرور هذه في تسريب بيانات. يرجى اختيار كلمة مرور أخرى.",

  // profile, interests, wallet, loyalty
  "Successfully updated!": "تم التحديث بنجاح!",
  "updated successfully!": "تم التحديث بنجاح!",
  "Interest updated successfully!": "تم تحديث الاهتمامات بنجاح!",
  "The interest field is required.": "حقل الاهتمامات مطلوب.",
  "The image must be a file of type: jpg, png, jpeg, gif.":
    "يجب أن يكون ملف الصورة من نوع: jpg, png, jpeg, gif.",
  "The image may not be greater than 2048 kilobytes.": "يجب ألا يتجاوز حجم الصورة 2048 كيلوبايت.",
  "An OTP was sent to your phone.": "تم إرسال رمز التحقق إلى هاتفك.",
  "You have ongoing orders. Your account can be removed once they are finished.":
    "لديك طلبات جارية. يمكن حذف حسابك بعد اكتمالها.",
  "Loyalty points are not active.": "نقاط الولاء غير مفعّلة.",
  "Insufficient points.": "النقاط غير كافية.",
  "Point transfer failed.": "تعذّر تحويل النقاط.",
  "Point to wallet transfer successfully.": "تم تحويل النقاط إلى المحفظة بنجاح.",
  "Add fund to wallet is not active.": "إضافة الرصيد إلى المحفظة غير مفعّلة.",
  "The return address is not allowed.": "عنوان الرجوع غير مسموح به.",

  // addresses, wishlist
  "Successfully added!": "تمت الإضافة بنجاح!",
  "Successfully removed!": "تمت الإزالة بنجاح!",
  "Address not found!": "العنوان غير موجود!",
  "Already in your wishlist": "موجود بالفعل في المفضلة",
  "Not found in your wishlist": "غير موجود في المفضلة",
  "Send either item_id or store_id.": "أرسل item_id أو store_id فقط.",

  // cart
  "Item already exists in cart": "المنتج موجود بالفعل في السلة",
  "Cart item not found.": "عنصر السلة غير موجود.",
  "This item belongs to another module.": "هذا المنتج يتبع نشاطًا آخر.",
  "Maximum cart quantity limit over": "تم تجاوز الحد الأقصى للكمية في السلة",
  "Out of stock": "نفد من المخزون",
  "Please select a variation.": "يرجى اختيار أحد الخيارات.",
  "The variation does not belong to this item.": "هذا الخيار لا يخص هذا المنتج.",
  "The variation must be a list.": "يجب أن تكون الخيارات قائمة.",
  "Add-on quantities must be between 1 and 100.": "يجب أن تكون كميات الإضافات بين 1 و100.",

  // coupons
  "Coupon not found": "القسيمة غير موجودة",
  "Coupon expired": "انتهت صلاحية القسيمة",
  "Coupon usage limit over": "تم تجاوز الحد الأقصى لاستخدام القسيمة",
  "This coupon is not valid for this store.": "هذه القسيمة غير صالحة لهذا المتجر.",
  "This coupon is not valid in this zone.": "هذه القسيمة غير صالحة في هذه المنطقة.",
  "This coupon is not valid for you.": "هذه القسيمة غير صالحة لك.",
  "This coupon is valid for the first order only.": "هذه القسيمة صالحة للطلب الأول فقط.",

  // orders
  "Your cart is empty.": "سلتك فارغة.",
  "All items of an order must come from the same store.":
    "يجب أن تكون جميع منتجات الطلب من المتجر نفسه.",
  "An item of your cart is not available anymore.": "أحد منتجات سلتك لم يعد متوفرًا.",
  "Guest checkout is not available.": "الطلب كزائر غير متاح.",
  "A prescription order is not a parcel order.": "طلب الوصفة الطبية ليس طلب طرد.",
  "This store does not accept prescription orders.": "هذا المتجر لا يقبل طلبات الوصفات الطبية.",
  "The order attachment field is required.": "حقل مرفق الطلب مطلوب.",
  "The order attachment must be an image file.": "يجب أن يكون مرفق الطلب ملف صورة.",
  "A prescription is required for an item of your cart.": "أحد منتجات سلتك يتطلب وصفة طبية.",
  "The cart field is required for a buy-now order.": "حقل السلة مطلوب لطلب الشراء الفوري.",
  "The cart must be a valid JSON list.": "يجب أن تكون السلة قائمة JSON صالحة.",
  "Home delivery is not available.": "التوصيل إلى المنزل غير متاح.",
  "Takeaway is not available.": "الاستلام من المتجر غير متاح.",
  "This store does not deliver.": "هذا المتجر لا يوفر التوصيل.",
  "This store does not offer takeaway.": "هذا المتجر لا يوفر الاستلام من المتجر.",
  "Out of coverage!": "خارج نطاق التغطية!",
  "The store is temporarily closed.": "المتجر مغلق مؤقتًا.",
  "The store is closed now. You can schedule the order for later.":
    "المتجر مغلق الآن. يمكنك جدولة الطلب لوقت لاحق.",
  "The schedule at is not a valid date.": "موعد الطلب ليس تاريخًا صالحًا.",
  "You can not schedule an order in the past.": "لا يمكن جدولة طلب في وقت مضى.",
  "Scheduled orders are not available for this store.": "الطلبات المجدولة غير متاحة لهذا المتجر.",
  "The store is closed at the scheduled time.": "المتجر مغلق في الموعد المحدد.",
  "Cash on delivery is not available in this zone.": "الدفع عند الاستلام غير متاح في هذه المنطقة.",
  "Digital payment is not available in this zone.": "الدفع الإلكتروني غير متاح في هذه المنطقة.",
  "Sign in to pay with your wallet.": "سجّل الدخول للدفع من محفظتك.",
  "Wallet payment is not available.": "الدفع من المحفظة غير متاح.",
  "Offline payment is not available in this zone.": "الدفع خارج المنصة غير متاح في هذه المنطقة.",
  "Insufficient balance in your wallet": "رصيد محفظتك غير كافٍ",
  "Cash on delivery is not available for prescription orders.":
    "الدفع عند الاستلام غير متاح لطلبات الوصفات الطبية.",
  "The total amount of the order, exceeds maximum amount of the cash on delivery method":
    "المبلغ الإجمالي للطلب يتجاوز الحد الأقصى للدفع عند الاستلام",
  "Order placed successfully!": "تم تقديم الطلب بنجاح!",
  "Order not found": "الطلب غير موجود",
  "Order not found.": "الطلب غير موجود.",
  "You can not cancel this order now.": "لا يمكنك إلغاء هذا الطلب الآن.",
  "Order canceled successfully": "تم إلغاء الطلب بنجاح",
  "The payment method of this order can not be changed.": "لا يمكن تغيير طريقة الدفع لهذا الطلب.",
  "Payment method updated successfully": "تم تحديث طريقة الدفع بنجاح",
  "This order is not paid by offline payment.": "هذا الطلب غير مدفوع بالدفع خارج المنصة.",
  "The payment info of this order can not be changed.": "لا يمكن تغيير بيانات الدفع لهذا الطلب.",
  "Payment method not found.": "طريقة الدفع غير موجودة.",
  "Parcel orders are placed in the parcel module.": "تُقدَّم طلبات الطرود من قسم الطرود.",
  "Parcel category not found.": "فئة الطرد غير موجودة.",
  "The charge payer field is required.": "حقل دافع رسوم التوصيل مطلوب.",
  "Offline payment is not available for parcel orders.":
    "الدفع خارج المنصة غير متاح لطلبات الطرود.",
  "A receiver pays the delivery charge in cash.": "يدفع المستلم رسوم التوصيل نقدًا.",
  "The receiver details field is required.": "حقل بيانات المستلم مطلوب.",
  "The receiver details must be a JSON object.": "يجب أن تكون بيانات المستلم كائن JSON.",
  "The parcel category id field is required.": "حقل فئة الطرد مطلوب.",
  "The guest id field is required.": "حقل معرّف الزائر مطلوب.",
  "The guest id must be an integer.": "يجب أن يكون معرّف الزائر عددًا صحيحًا.",

  // reviews
  "You can review an order only after it is delivered.": "يمكنك تقييم الطلب بعد توصيله فقط.",
  "This item is not in the order.": "هذا المنتج غير موجود في الطلب.",
  "You already submitted review for this item.": "لقد قيّمت هذا المنتج من قبل.",
  "Review submitted successfully!": "تم إرسال التقييم بنجاح!",
  "This delivery man did not deliver the order.": "لم يقم مندوب التوصيل هذا بتوصيل الطلب.",
  "Already submitted!": "تم الإرسال من قبل!",

  // partial payment
  "Partial payment is not active.": "الدفع الجزئي غير مفعّل.",
  "This payment method cannot pay the rest of a partial payment.":
    "لا يمكن دفع باقي المبلغ بطريقة الدفع هذه.",
  "Your wallet has no balance to pay part of the order.":
    "لا يوجد رصيد في محفظتك لدفع جزء من الطلب.",
  "The order amount must be greater than the wallet amount.":
    "يجب أن يكون مبلغ الطلب أكبر من رصيد المحفظة.",

  // refund requests
  "You can not request for a refund": "لا يمكنك طلب استرداد المبلغ",
  "Only a delivered and paid order can be refunded.":
    "لا يمكن استرداد المبلغ إلا لطلب تم توصيله ودفعه.",
  "Refund request placed successfully": "تم إرسال طلب الاسترداد بنجاح",
  "The image must be an image file.": "يجب أن تكون الصورة ملف صورة.",

  // chat
  "Message sent successfully": "تم إرسال الرسالة بنجاح",
  "The images may not be greater than 6 MB in total.":
    "يجب ألا يتجاوز الحجم الإجمالي للصور 6 ميغابايت.",
  "The message field is required when image is not present.":
    "حقل الرسالة مطلوب عند عدم إرفاق صورة.",
  "The conversation id field is required.": "حقل المحادثة مطلوب.",
  "Conversation not found.": "المحادثة غير موجودة.",
  "Receiver not found.": "المستلم غير موجود.",
  "The receiver id field is required.": "حقل المستلم مطلوب.",

  // store and delivery-man registration
  "Application placed successfully": "تم تقديم الطلب بنجاح",
  "Store registration is not available now.": "تسجيل المتاجر غير متاح الآن.",
  "Delivery man registration is not available now.": "تسجيل مندوبي التوصيل غير متاح الآن.",
  "The selected zone id is invalid.": "المنطقة المحددة غير صالحة.",
  "The selected module id is invalid.": "النشاط المحدد غير صالح.",
  "The selected module is not available in this zone.": "النشاط المحدد غير متاح في هذه المنطقة.",
  "Coordinates out of zone": "الموقع خارج المنطقة",
  "The selected vehicle id is invalid.": "المركبة المحددة غير صالحة.",
  "The serve for must be a list of delivery and/or ride.":
    "يجب أن يكون نوع الخدمة قائمة من delivery و/أو ride.",
  "The identity image field is required.": "حقل صورة الهوية مطلوب.",
  "The store name field is required.": "حقل اسم المتجر مطلوب.",
  "The store name may not be greater than 191 characters.":
    "يجب ألا يتجاوز طول اسم المتجر 191 حرفًا.",
  "The store address field is required.": "حقل عنوان المتجر مطلوب.",
  "The store address may not be greater than 1000 characters.":
    "يجب ألا يتجاوز طول عنوان المتجر 1000 حرف.",
  "The maximum delivery time must be greater than or equal to the minimum delivery time.":
    "يجب أن يكون الحد الأقصى لوقت التوصيل أكبر من الحد الأدنى أو مساويًا له.",
};

/** Field names as messages spell them (`_` read as a space). Others stay as they are. */
const FIELDS_AR: Readonly<Record<string, string>> = {
  email: "البريد الإلكتروني",
  phone: "رقم الهاتف",
  password: "كلمة المرور",
  "confirm password": "تأكيد كلمة المرور",
  name: "الاسم",
  "f name": "الاسم الأول",
  "l name": "اسم العائلة",
  otp: "رمز التحقق",
  token: "الرمز",
  "reset token": "رمز إعادة التعيين",
  "ref code": "رمز الإحالة",
  address: "العنوان",
  "address type": "نوع العنوان",
  "contact person name": "اسم جهة الاتصال",
  "contact person number": "رقم جهة الاتصال",
  floor: "الطابق",
  road: "الشارع",
  house: "المنزل",
  latitude: "خط العرض",
  longitude: "خط الطول",
  "zone id": "المنطقة",
  "module id": "النشاط",
  "store id": "المتجر",
  "item id": "المنتج",
  "guest id": "معرّف الزائر",
  "order id": "رقم الطلب",
  "cart id": "عنصر السلة",
  cart: "السلة",
  quantity: "الكمية",
  price: "السعر",
  amount: "المبلغ",
  "order amount": "مبلغ الطلب",
  "order type": "نوع الطلب",
  "payment method": "طريقة الدفع",
  "coupon code": "رمز القسيمة",
  code: "الرمز",
  image: "الصورة",
  images: "الصور",
  files: "الملفات",
  logo: "الشعار",
  "cover photo": "صورة الغلاف",
  interest: "الاهتمامات",
  point: "النقاط",
  limit: "الحد",
  offset: "الصفحة",
  message: "الرسالة",
  rating: "التقييم",
  comment: "التعليق",
  variation: "الخيار",
  "order attachment": "مرفق الطلب",
  "order attachments": "مرفقات الطلب",
  "schedule at": "موعد الطلب",
  "dm tips": "إكرامية المندوب",
  "store name": "اسم المتجر",
  "store address": "عنوان المتجر",
  tax: "الضريبة",
  "minimum delivery time": "الحد الأدنى لوقت التوصيل",
  "maximum delivery time": "الحد الأقصى لوقت التوصيل",
  "delivery time type": "وحدة وقت التوصيل",
  "identity type": "نوع الهوية",
  "identity number": "رقم الهوية",
  "identity image": "صورة الهوية",
  "vehicle id": "المركبة",
  earning: "نوع المندوب",
  "login type": "طريقة تسجيل الدخول",
  "verification type": "طريقة التحقق",
  "receiver id": "المستلم",
  "conversation id": "المحادثة",
  "delivery man id": "مندوب التوصيل",
  "parcel category id": "فئة الطرد",
  "charge payer": "دافع رسوم التوصيل",
  "receiver details": "بيانات المستلم",
  "customer reason": "سبب الاسترداد",
  "customer note": "الملاحظة",
  "refund method": "طريقة الاسترداد",
};

/** A field name in Arabic, or as the message spelled it. */
export function fieldAr(field: string): string {
  const key = field.replace(/_/g, " ").trim().toLowerCase();
  return Object.hasOwn(FIELDS_AR, key) ? FIELDS_AR[key] : field;
}

/** "أحرف" for 3–10, "حرفًا" otherwise (Arabic counting). */
const letters = (n: string) => (Number(n) >= 3 && Number(n) <= 10 ? "أحرف" : "حرفًا");
const minutes = (n: string) => (n === "1" ? "دقيقة واحدة" : `${n} دقيقة`);
const yourChannel = (channel: string) =>
  channel === "phone" ? "هاتفك" : channel === "email" ? "بريدك الإلكتروني" : channel;

type Pattern = readonly [RegExp, (...groups: string[]) => string];

/**
 * Messages built at runtime, most specific first. Numbers, item and option names, and unknown
 * field names are kept as they came.
 */
export const MESSAGE_PATTERNS_AR: readonly Pattern[] = [
  // validation (http/params.ts, http/errors.ts, routes/commerce-input.ts, routes/registration.ts)
  [/^The (.+) field is required\.$/, (f) => `حقل ${fieldAr(f)} مطلوب.`],
  [
    /^The (.+) may not be greater than (\S+) characters\.$/,
    (f, n) => `يجب ألا يتجاوز طول ${fieldAr(f)} ${n} ${letters(n)}.`,
  ],
  [
    /^The (.+) may not be greater than (\S+) kilobytes\.$/,
    (f, n) => `يجب ألا يتجاوز حجم ${fieldAr(f)} ${n} كيلوبايت.`,
  ],
  [
    /^The (.+) may not be greater than (\S+) MB in total\.$/,
    (f, n) => `يجب ألا يتجاوز إجمالي حجم ${fieldAr(f)} ${n} ميغابايت.`,
  ],
  [
    /^The (.+) may not have more than (\S+) items\.$/,
    (f, n) => `يجب ألا يزيد عدد عناصر ${fieldAr(f)} عن ${n}.`,
  ],
  [
    /^The (.+) may not be greater than (\S+)\.$/,
    (f, n) => `يجب ألا تزيد قيمة ${fieldAr(f)} عن ${n}.`,
  ],
  [
    /^The (.+) must have at least (\S+) items\.$/,
    (f, n) => `يجب ألا يقل عدد عناصر ${fieldAr(f)} عن ${n}.`,
  ],
  [
    /^The (.+) must be at least (\S+) characters\.$/,
    (f, n) => `يجب ألا يقل طول ${fieldAr(f)} عن ${n} ${letters(n)}.`,
  ],
  [/^The (.+) must be at least (\S+)\.$/, (f, n) => `يجب ألا تقل قيمة ${fieldAr(f)} عن ${n}.`],
  [
    /^The (.+) must be between (\S+) and (\S+)\.$/,
    (f, a, b) => `يجب أن تكون قيمة ${fieldAr(f)} بين ${a} و${b}.`,
  ],
  [/^The (.+) must be an integer\.$/, (f) => `يجب أن يكون ${fieldAr(f)} عددًا صحيحًا.`],
  [/^The (.+) must be a number\.$/, (f) => `يجب أن يكون ${fieldAr(f)} رقمًا.`],
  [/^The (.+) must be an array\.$/, (f) => `يجب أن يكون ${fieldAr(f)} قائمة.`],
  [/^The (.+) must be a string\.$/, (f) => `يجب أن يكون ${fieldAr(f)} نصًا.`],
  [
    /^The (.+) has invalid image dimensions\.$/,
    (f) => `أبعاد ${fieldAr(f)} غير صالحة: الحد الأقصى 8000 بكسل لكل جانب و48 ميغابكسل.`,
  ],
  [/^The (.+) must be an image\.$/, (f) => `يجب أن يكون ${fieldAr(f)} صورة.`],
  [
    /^The (.+) must be a valid email address\.$/,
    (f) => `يجب أن يكون ${fieldAr(f)} عنوان بريد إلكتروني صالحًا.`,
  ],
  [
    /^The (.+) must be a file of type: (.+)\.$/,
    (f, types) => `يجب أن يكون ملف ${fieldAr(f)} من نوع: ${types}.`,
  ],
  [/^The (.+) must be an? (\w+)\.$/, (f, type) => `يجب أن يكون ${fieldAr(f)} من النوع ${type}.`],
  [/^The selected (.+) is invalid\.$/, (f) => `قيمة ${fieldAr(f)} المحددة غير صالحة.`],
  [/^The (.+) format is invalid\.$/, (f) => `صيغة ${fieldAr(f)} غير صالحة.`],
  [/^The (.+) is invalid\.$/, (f) => `قيمة ${fieldAr(f)} غير صالحة.`],
  [/^The (.+) has already been taken\.$/, (f) => `${fieldAr(f)} مستخدم من قبل.`],

  // throttles (services/otp.ts, services/login-throttle.ts)
  [/^please try again after (\d+) seconds$/, (n) => `يُرجى المحاولة مرة أخرى بعد ${n} ثانية`],
  [
    /^Too many failed attempts\. Please try again in (\d+) minutes?\.$/,
    (n) => `محاولات فاشلة كثيرة. يرجى المحاولة مرة أخرى بعد ${minutes(n)}.`,
  ],

  // accounts
  [/^An OTP was sent to your (\w+)\.$/, (c) => `تم إرسال رمز التحقق إلى ${yourChannel(c)}.`],
  [/^(\w+) login is not active\.$/, (medium) => `تسجيل الدخول عبر ${medium} غير مفعّل.`],
  [
    /^The minimum points to transfer is (\S+)\.$/,
    (n) => `الحد الأدنى للنقاط القابلة للتحويل هو ${n}.`,
  ],

  // cart lines and orders (services/cart-lines.ts, services/orders-quote.ts, routes/cart.ts)
  [/^Only (\d+) left in stock\.$/, (n) => `تبقى ${n} فقط في المخزون.`],
  [/^(.+): only (\d+) left in stock\.$/, (name, n) => `${name}: تبقى ${n} فقط في المخزون.`],
  [/^(.+): you can order at most (\d+)\.$/, (name, n) => `${name}: يمكنك طلب ${n} كحد أقصى.`],
  [/^(.+) is out of stock\.$/, (name) => `${name} نفد من المخزون.`],
  [/^The variation "(.*)" does not exist\.$/s, (v) => `الخيار "${v}" غير موجود.`],
  [/^Please select an option of (.+)\.$/, (g) => `يرجى اختيار أحد خيارات ${g}.`],
  [/^Choose only one option of (.+)\.$/, (g) => `اختر خيارًا واحدًا فقط من ${g}.`],
  [
    /^Choose between (\d+) and (\d+) options of (.+)\.$/,
    (a, b, g) => `اختر من ${a} إلى ${b} من خيارات ${g}.`,
  ],
  [/^"(.*)" is not an option of (.+)\.$/s, (o, g) => `"${o}" ليس من خيارات ${g}.`],
  [
    /^The add-on (\S+) is not offered with this item\.$/,
    (id) => `الإضافة ${id} غير متاحة مع هذا المنتج.`,
  ],
  [
    /^To apply this coupon, total item amount should be minimum (\S+)$/,
    (n) => `لتطبيق هذه القسيمة، يجب ألا يقل إجمالي مبلغ المنتجات عن ${n}`,
  ],
  [
    /^The minimum order amount of this store is (\S+)\.$/,
    (n) => `الحد الأدنى لمبلغ الطلب في هذا المتجر هو ${n}.`,
  ],
  [
    /^The setting "(.*)" has an Arabic value of its own and cannot be switched here\.$/,
    (key) => `للإعداد "${key}" قيمة عربية خاصة به ولا يمكن تبديله هنا.`,
  ],
];

/**
 * Laravel's own framework answers, which a real 6amMart sends in English whatever the locale
 * (the router's 404, the exception handler's 500): the stock profile answers them as they are,
 * so they are never translated (and the localise test does not ask for their Arabic).
 */
export const FRAMEWORK_ENGLISH: readonly RegExp[] = [
  /^The route \S* could not be found\.$/,
  /^Server Error$/,
];

/**
 * The Arabic of an English message, or the message unchanged when it is not known. An
 * "<item name>: <message>" message (orders-quote) keeps the name and translates the rest.
 */
export function messageAr(message: string): string {
  if (FRAMEWORK_ENGLISH.some((english) => english.test(message))) return message;
  if (Object.hasOwn(MESSAGES_AR, message)) return MESSAGES_AR[message];
  for (const [pattern, arabic] of MESSAGE_PATTERNS_AR) {
    const match = pattern.exec(message);
    if (match) return arabic(...match.slice(1));
  }
  const named = /^(.+?): (.+)$/s.exec(message);
  if (named) {
    const rest = messageAr(named[2]);
    if (rest !== named[2]) return `${named[1]}: ${rest}`;
  }
  return message;
}
