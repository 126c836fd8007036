/**
 * Product vocabulary per department, from which coupons are generated. Department names include
 * spaces, '&' and '/' on purpose: slugs and paths must cope with them.
 */

/** A department with the items and brands its coupons are made from. */
export type CatalogDepartment = { name: string; description: string; items: string[]; brands: string[] };

const d = (name: string, description: string, items: string, brands: string): CatalogDepartment => ({
  name,
  description,
  items: items.split(","),
  brands: brands.split(","),
});

/** Every department the demo chains draw from (the large chain uses all of them). */
export const CATALOG: readonly CatalogDepartment[] = [
  d(
    "Produce",
    "Fresh fruit and vegetables, delivered daily.",
    "Strawberries,Gala Apples,Bananas,Avocados,Baby Carrots,Romaine Hearts,Sweet Corn,Red Grapes",
    "Farm Fresh,Sunny Acres,Green Leaf,Orchard Hill",
  ),
  d(
    "Meat & Seafood",
    "Cut fresh in store by our butchers.",
    "Chicken Breast,Ground Beef,Pork Chops,Salmon Fillet,Shrimp,Ribeye Steak,Turkey Breast,Bacon",
    "Prairie Ranch,Ocean Catch,Heritage Farms,Butcher's Choice",
  ),
  d(
    "Dairy",
    "Milk, cheese, yogurt and eggs.",
    "Whole Milk,Greek Yogurt,Cheddar Cheese,Butter,Large Eggs,Cream Cheese,Cottage Cheese,Half & Half",
    "Meadow Gold,Dairy Pure,Valley Farms,Creamery Co",
  ),
  d(
    "Bakery",
    "Breads and sweets baked fresh every morning.",
    "Sourdough Bread,Dinner Rolls,Bagels,Croissants,Birthday Cake,Muffins,Cookies,Tortillas",
    "Hometown Bakery,Golden Crust,Baker's Best",
  ),
  d(
    "Deli",
    "Sliced meats, cheeses and ready meals.",
    "Rotisserie Chicken,Sliced Turkey,Potato Salad,Swiss Cheese,Sub Sandwich,Hummus,Olives,Pasta Salad",
    "Deli Select,Old World,Chef's Table",
  ),
  d(
    "Frozen Foods",
    "Meals, vegetables and desserts from the freezer.",
    "Frozen Pizza,Ice Cream,Frozen Vegetables,Waffles,Fish Sticks,Burritos,Pot Pies,Sorbet",
    "Polar Best,Freezer Fresh,Snow Peak,Home Style",
  ),
  d(
    "Beverages",
    "Juices, soft drinks and water.",
    "Orange Juice,Sparkling Water,Cola 12 Pack,Lemonade,Sports Drink,Iced Tea,Spring Water,Energy Drink",
    "Crystal Springs,Fizz,Sunrise,Peak",
  ),
  d(
    "Beer/Wine",
    "Local and imported beer and wine.",
    "Craft IPA 6 Pack,Lager 12 Pack,Cabernet Sauvignon,Chardonnay,Hard Seltzer,Pinot Noir,Stout,Rose",
    "River Bend,Hill Country,Old Cellar,Harbor",
  ),
  d(
    "Snacks",
    "Chips, crackers, nuts and more.",
    "Potato Chips,Tortilla Chips,Pretzels,Mixed Nuts,Popcorn,Crackers,Trail Mix,Granola Bars",
    "Crunch Time,Happy Snack,Nutty Co,Golden Grain",
  ),
  d(
    "Breakfast & Cereal",
    "Cereal, oatmeal and breakfast favourites.",
    "Corn Flakes,Oatmeal,Granola,Pancake Mix,Maple Syrup,Toaster Pastries,Bran Flakes,Honey Oats",
    "Morning Star,Sunrise Mills,Golden Grain",
  ),
  d(
    "Canned Goods",
    "Soups, vegetables, beans and fruit.",
    "Black Beans,Diced Tomatoes,Tuna,Green Beans,Chicken Noodle Soup,Peaches,Corn,Chickpeas",
    "Pantry Pride,Harvest Can,Garden Best",
  ),
  d(
    "Pasta & Rice",
    "Pasta, rice, grains and sauces.",
    "Spaghetti,Penne,Jasmine Rice,Brown Rice,Mac & Cheese,Egg Noodles,Quinoa,Lasagna Sheets",
    "Nonna's,Golden Grain,Pantry Pride",
  ),
  d(
    "Condiments & Sauces",
    "Ketchup, dressings, spreads and sauces.",
    "Ketchup,Mayonnaise,Ranch Dressing,BBQ Sauce,Salsa,Mustard,Peanut Butter,Pasta Sauce",
    "Saucy,Pantry Pride,Chef's Table",
  ),
  d(
    "Spices & Baking",
    "Flour, sugar, spices and baking mixes.",
    "All Purpose Flour,Sugar,Baking Soda,Vanilla Extract,Cinnamon,Chocolate Chips,Cake Mix,Olive Oil",
    "Baker's Best,Spice Route,Golden Grain",
  ),
  d(
    "Coffee/Tea",
    "Coffee beans, grounds, pods and teas.",
    "Ground Coffee,Coffee Pods,Whole Bean Coffee,Green Tea,Black Tea,Cold Brew,Chai,Herbal Tea",
    "Roaster's Reserve,Morning Cup,Tea Garden",
  ),
  d(
    "International Foods",
    "Flavours from around the world.",
    "Salsa Verde,Coconut Milk,Soy Sauce,Rice Noodles,Curry Paste,Tortilla Shells,Kimchi,Pita Bread",
    "World Table,Global Kitchen,La Casa",
  ),
  d(
    "Natural & Organic",
    "Organic and natural products.",
    "Organic Milk,Almond Milk,Organic Spinach,Kombucha,Oat Milk,Organic Eggs,Chia Seeds,Veggie Burgers",
    "Pure Earth,Simply Natural,Green Leaf",
  ),
  d(
    "Candy",
    "Chocolate, gum and sweets.",
    "Milk Chocolate Bar,Gummy Bears,Mints,Chewing Gum,Caramels,Licorice,Lollipops,Truffles",
    "Sweet Tooth,Cocoa Co,Candy Lane",
  ),
  d(
    "Baby Care",
    "Diapers, wipes, food and formula.",
    "Diapers,Baby Wipes,Baby Food,Infant Formula,Baby Shampoo,Teething Biscuits,Baby Lotion,Sippy Cups",
    "Little One,Tender Care,Bright Start",
  ),
  d(
    "Health & Beauty",
    "Personal care and beauty.",
    "Shampoo,Toothpaste,Body Wash,Deodorant,Lotion,Razors,Sunscreen,Vitamins",
    "Fresh Face,Pure Care,Daily Glow",
  ),
  d(
    "Pharmacy/OTC",
    "Over-the-counter medicine and first aid.",
    "Pain Reliever,Allergy Relief,Cold & Flu,Bandages,Antacid,Cough Drops,Sleep Aid,Thermometer",
    "Care Plus,Health First,Wellness",
  ),
  d(
    "Household Supplies",
    "Everything to keep the home running.",
    "Laundry Detergent,Dish Soap,Trash Bags,Light Bulbs,Batteries,Aluminum Foil,Sponges,Storage Bags",
    "Home Pro,Bright Home,Clean Sweep",
  ),
  d(
    "Cleaning Supplies",
    "Cleaners, disinfectants and tools.",
    "All Purpose Cleaner,Glass Cleaner,Disinfecting Wipes,Bleach,Mop Refills,Scrub Brush,Floor Cleaner,Bathroom Cleaner",
    "Clean Sweep,Sparkle,Home Pro",
  ),
  d(
    "Paper Products",
    "Paper towels, tissue and napkins.",
    "Paper Towels,Bath Tissue,Facial Tissue,Napkins,Paper Plates,Cups,Plastic Cutlery,Coffee Filters",
    "Soft Touch,Home Pro,Everyday",
  ),
  d(
    "Pet Care",
    "Food, treats and supplies for pets.",
    "Dry Dog Food,Cat Food,Dog Treats,Cat Litter,Wet Dog Food,Bird Seed,Pet Shampoo,Chew Toys",
    "Happy Paws,Pet Pal,Whisker",
  ),
  d(
    "Soups & Broth",
    "Soups, broths and stocks.",
    "Chicken Broth,Tomato Soup,Vegetable Broth,Clam Chowder,Beef Stock,Ramen,Lentil Soup,Bone Broth",
    "Pantry Pride,Chef's Table,Harvest Can",
  ),
  d(
    "Kitchen/Home",
    "Kitchen tools and home basics.",
    "Food Storage Set,Baking Sheet,Dish Towels,Candles,Measuring Cups,Cutting Board,Mixing Bowls,Oven Mitts",
    "Home Pro,Bright Home,Kitchen Co",
  ),
  d(
    "Floral",
    "Fresh flowers, plants and bouquets.",
    "Mixed Bouquet,Roses Dozen,Potted Orchid,Tulips,Sunflowers,Succulent,Carnations,Lilies",
    "Bloom,Petal & Stem,Garden Gate",
  ),
];
